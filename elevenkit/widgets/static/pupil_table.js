// The teacher's class table (elevenkit.widgets.teacher.pupil_table.PupilTable): the HTML comes
// ready from Python (every name escaped); a click on a pupil's name button reports that name.
// The kernel ignores a name that is not in the class.

function render({ model, el }) {
  const draw = () => { el.innerHTML = model.get("value"); };
  const click = (event) => {
    const button = event.target.closest("button[data-pupil]");
    if (button && el.contains(button)) model.send({ event: "pupil", nickname: button.dataset.pupil });
  };
  draw();
  model.on("change:value", draw);
  el.addEventListener("click", click);
  return () => { model.off("change:value", draw); el.removeEventListener("click", click); };
}

export default { render };
