// A picture drawn in Python (elevenkit.widgets.views.svg_view.SvgView): cards, the number circle, the
// Start 11! board. Python sends the whole picture as text in `markup`; this view only inserts it
// and turns clicks and keys into {event: "pick", value} messages. It decides nothing:
//   - an element with data-pick is clickable; Enter or Space on it picks it too;
//   - a container with data-nav groups them for the keyboard: arrows move between its items in
//     document order, or in the order of their data-order numbers where they carry one (a board
//     drawn in pieces keeps the order along its rows) (wrapping), Up/Down jump data-cols items (default 1), PageUp/PageDown jump
//     data-page items (default 10), Home/End go to the first/last. data-nav="roving" keeps one Tab
//     stop per group (starting at the item whose data-pick equals data-home); data-nav="all"
//     leaves the tabindex Python gave each item;
//   - `announce` is read out by screen readers (a live region kept across redraws);
//   - a <details> the pupil opened stays open across redraws.
// Nothing is loaded from the network.

// An element marked aria-disabled="true" (a taken card, a finished task) still reports a click,
// as {event: "pick", value, disabled: true}: Python answers it in words and changes nothing.

function render({ model, el: host }) {
  const root = document.createElement("div");
  root.className = "ek-svg-view";
  const live = document.createElement("p");
  live.className = "ek-live";
  live.setAttribute("aria-live", "polite");
  live.style.cssText = "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap";
  host.append(root, live);
  const cursors = new Map(); // group name -> data-pick of its Tab stop
  const homes = new Map(); // group name -> data-home at the last draw

  const groupName = (group) => group.dataset.navName || String([...root.querySelectorAll("[data-nav]")].indexOf(group));
  const items = (group) => {
    const all = [...group.querySelectorAll("[data-pick]")];
    if (!all.length || all.some((node) => node.dataset.order === undefined)) return all;
    return all.sort((a, b) => Number(a.dataset.order) - Number(b.dataset.order));
  };

  function setCursor(group, item) {
    for (const other of items(group)) other.setAttribute("tabindex", other === item ? "0" : "-1");
    cursors.set(groupName(group), item.dataset.pick);
  }

  function draw() {
    // the element holding the keyboard focus, and its group: a redraw gives the focus back to the
    // same element of the same group (a number is on the arc and on its button: the button keeps it)
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    const active = focused ? focused.dataset.pick : undefined;
    const focusedGroup = focused && focused.closest("[data-nav]");
    const activeGroup = focusedGroup ? groupName(focusedGroup) : undefined;
    const opened = [...root.querySelectorAll("details")].map((details) => details.open);
    root.innerHTML = model.get("markup");
    root.querySelectorAll("details").forEach((details, index) => { if (opened[index]) details.open = true; });
    root.querySelectorAll("[data-nav='roving']").forEach((group) => {
      const name = groupName(group);
      const all = items(group);
      if (!all.length) return;
      const home = group.dataset.home;
      if (homes.get(name) !== home) cursors.set(name, home);
      homes.set(name, home);
      const item = all.find((node) => node.dataset.pick === cursors.get(name)) || all[0];
      setCursor(group, item);
    });
    if (active !== undefined) {
      const group = [...root.querySelectorAll("[data-nav]")].find((other) => groupName(other) === activeGroup);
      const same = (scope) => [...scope.querySelectorAll("[data-pick]")].find((node) => node.dataset.pick === active);
      const again = (group && same(group)) || same(root);
      if (again) again.focus();
    }
  }

  function announce() {
    live.textContent = model.get("announce");
  }

  function pick(item) {
    if (item.getAttribute("aria-disabled") === "true") {
      model.send({ event: "pick", value: item.dataset.pick, disabled: true });
      return;
    }
    const group = item.closest("[data-nav='roving']");
    if (group) setCursor(group, item);
    // answer the click at once; the picture Python sends back replaces this
    if (item.hasAttribute("aria-pressed")) {
      item.setAttribute("aria-pressed", String(item.getAttribute("aria-pressed") !== "true"));
    }
    model.send({ event: "pick", value: item.dataset.pick });
  }

  // A redraw between press and release replaces the element under the pointer: with a mouse the
  // browser then sends no click at all, and the pupil's click was lost (a tap still gets its click).
  // So the release picks the redrawn element with the same data-pick, and a click that follows
  // that release is not counted twice.
  let pressed = null; // {node, pick} of the last press
  let pickedOnRelease = null; // the data-pick the last release picked
  root.addEventListener("pointerdown", (event) => {
    const item = event.target.closest("[data-pick]");
    pressed = item ? { node: item, pick: item.dataset.pick } : null;
    pickedOnRelease = null;
  });
  root.addEventListener("pointerup", (event) => {
    const was = pressed;
    pressed = null;
    if (!was || was.node.isConnected) return; // not redrawn: the click answers it
    const item = event.target.closest("[data-pick]");
    if (!item || !root.contains(item) || item.dataset.pick !== was.pick) return;
    pickedOnRelease = item.dataset.pick;
    pick(item);
  });
  root.addEventListener("click", (event) => {
    const item = event.target.closest("[data-pick]");
    if (!item || !root.contains(item)) return;
    if (pickedOnRelease !== null && item.dataset.pick === pickedOnRelease) {
      pickedOnRelease = null;
      return;
    }
    pick(item);
  });

  root.addEventListener("keydown", (event) => {
    const item = event.target.closest("[data-pick]");
    const group = item && item.closest("[data-nav]");
    if (!item) return;
    if (event.key === "Enter" || event.key === " " || event.key === "Spacebar") {
      event.preventDefault();
      pick(item);
      return;
    }
    if (!group) return;
    const all = items(group);
    const here = all.indexOf(item);
    const cols = Number(group.dataset.cols || 1);
    const page = Number(group.dataset.page || 10);
    const moves = {
      ArrowRight: here + 1, ArrowLeft: here - 1, ArrowDown: here + cols, ArrowUp: here - cols,
      PageDown: here + page, PageUp: here - page, Home: 0, End: all.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = all[((moves[event.key] % all.length) + all.length) % all.length];
    if (group.dataset.nav === "roving") setCursor(group, next);
    next.focus();
  });

  draw();
  announce();
  model.on("change:markup", draw);
  model.on("change:announce", announce);
  return () => {
    model.off("change:markup", draw);
    model.off("change:announce", announce);
  };
}

export default { render };
