// What every trainer frame shares in the browser (elevenkit.widgets.trainers.frame.FrameAssets): its
// stylesheet comes with this widget, the words of the dashboard's "connection lost" banner, and
// one guard for the whole page: the second click of a double-click (or a double tap) on a
// trainer's button or card is dropped, so it counts once.
// The kernel counts an answer checked twice only once as well; this spares the pupil the note.
// Nothing is loaded from the network.

function render({ model, el }) {
  el.hidden = true;
  // the words of the template's "connection lost" banner, in the kernel's language
  window.elevenkitConnectionTexts = model.get("texts");
  if (window.__elevenkitClickGuard) return;
  window.__elevenkitClickGuard = true;
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (event.detail > 1 && target && target.closest(".ek-trainer button, .ek-trainer [data-pick]")) {
        event.stopImmediatePropagation();
        event.preventDefault();
      }
    },
    true,
  );
}

export default { render };
