// A row of one-eleven cards (elevenkit.widgets.cards.CardRow).
// Python draws every card (the `faces` trait holds the SVG and the accessible name); this view only
// places the pictures, lets the pupil choose cards by mouse or keyboard and reports the chosen
// positions in the `selected` trait. Nothing here is loaded from the network.

function render({ model, el }) {
  const row = document.createElement("div");
  row.className = "ek-card-row";
  el.appendChild(row);
  let holders = [];

  function isDisabled(index) {
    return model.get("disabled").includes(index);
  }

  function toggle(index) {
    if (!model.get("selectable") || isDisabled(index)) return;
    const chosen = new Set(model.get("selected"));
    if (chosen.has(index)) chosen.delete(index);
    else chosen.add(index);
    model.set("selected", Array.from(chosen).sort((a, b) => a - b));
    model.save_changes();
  }

  function onKey(event, index) {
    if (event.key === "Enter" || event.key === " " || event.key === "Spacebar") {
      event.preventDefault();
      toggle(index);
    } else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      const step = event.key === "ArrowRight" ? 1 : -1;
      const next = holders[(index + step + holders.length) % holders.length];
      if (next) next.focus();
    }
  }

  function updateStates() {
    const selectable = model.get("selectable");
    const chosen = model.get("selected");
    const taken = model.get("disabled");
    const takenText = model.get("taken_text");
    row.classList.toggle("ek-locked", !selectable);
    holders.forEach((holder, index) => {
      const isChosen = chosen.includes(index);
      const isTaken = taken.includes(index);
      holder.classList.toggle("ek-selected", isChosen);
      holder.classList.toggle("ek-taken", isTaken);
      holder.dataset.takenText = takenText;
      const name = model.get("faces")[index].name;
      holder.setAttribute("aria-label", isTaken ? `${name}, ${takenText}` : name);
      if (selectable) {
        holder.setAttribute("role", "button");
        holder.setAttribute("aria-pressed", String(isChosen));
        holder.setAttribute("aria-disabled", String(isTaken));
        holder.tabIndex = isTaken ? -1 : 0;
      } else {
        holder.setAttribute("role", "img");
        holder.removeAttribute("aria-pressed");
        holder.removeAttribute("aria-disabled");
        holder.removeAttribute("tabindex");
      }
    });
  }

  function build() {
    const focused = holders.indexOf(document.activeElement);
    row.replaceChildren();
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", model.get("label"));
    holders = model.get("faces").map((face, index) => {
      const holder = document.createElement("div");
      holder.className = "ek-card";
      holder.dataset.index = String(index);
      holder.innerHTML = face.svg;
      holder.addEventListener("click", () => toggle(index));
      holder.addEventListener("keydown", (event) => onKey(event, index));
      row.appendChild(holder);
      return holder;
    });
    updateStates();
    if (focused >= 0 && holders[focused]) holders[focused].focus();
  }

  build();
  model.on("change:faces", build);
  model.on("change:label", build);
  model.on("change:selected", updateStates);
  model.on("change:disabled", updateStates);
  model.on("change:selectable", updateStates);
  return () => {
    model.off("change:faces", build);
    model.off("change:label", build);
    model.off("change:selected", updateStates);
    model.off("change:disabled", updateStates);
    model.off("change:selectable", updateStates);
  };
}

export default { render };
