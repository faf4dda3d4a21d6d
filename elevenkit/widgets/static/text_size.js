// Bigger text (elevenkit.widgets.common.text_size.TextSize): one toggle button; pressed, the class
// ek-large on the page zooms it (pupil_page.css). It works in the browser alone: the page answers at
// once, and the kernel learns the state for the next time the page is drawn.

function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "ek-text-switch";
  el.classList.add("ek-text-size");
  el.append(button);

  function update() {
    const large = model.get("large");
    button.textContent = model.get("label");
    button.setAttribute("aria-pressed", String(large));
    document.documentElement.classList.toggle("ek-large", large);
  }
  button.addEventListener("click", () => {
    model.set("large", !model.get("large"));
    model.save_changes();
  });
  update();
  model.on("change:large", update);
  model.on("change:label", update);
  return () => {
    model.off("change:large", update);
    model.off("change:label", update);
  };
}

export default { render };
