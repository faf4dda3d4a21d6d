// A widget that only brings its stylesheet to the page (anywidget loads the widget's _css into the
// document): it draws nothing.

function render({ el }) {
  el.hidden = true;
}

export default { render };
