// The number circle: 1 to 100 around a circle, 100 next to 1 (11 nimmt!'s wraparound).
//
// This view only draws what the Python model says (pile tops, windows of ten, hand cards and
// whether they fit, the counting path) and reports picks back as {event: "pick", number}.
// No rule is decided here: every window, fit and path comes from the engine through Python.
// Shipped inside the package: nothing is loaded from the network.

const SVG = "http://www.w3.org/2000/svg";
const SIZE = 840;
const C = SIZE / 2;
const R = 336; // radius of the ring of numbers
// rings inside and outside the numbers, from the outside in
const R_TAG = R + 64; // window labels "A: 97–6"
const R_WINDOW = R + 22; // window bands (one ring per pile)
const R_BADGE = R - 30; // pile letters, the star, tick / cross of hand cards
const R_ARROW = R - 52; // counting arrows
const R_STEP = R - 66; // step numbers
const R_ORDER = R - 86; // order of the pupil's choices
const DOT = 10.4; // radius of one number's dot (neighbours are 21 apart)

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (parent) parent.appendChild(node);
  return node;
}

// 1 at twelve o'clock, counting on clockwise; 100 sits just left of 1.
function angle(n) {
  return ((n - 1) / 100) * 2 * Math.PI - Math.PI / 2;
}

function point(n, radius) {
  const a = angle(n);
  return [C + radius * Math.cos(a), C + radius * Math.sin(a)];
}

// An arc at `radius` from number `a` to number `b` going clockwise (b may be past 100).
function arcPath(a, b, radius) {
  const steps = (((b - a) % 100) + 100) % 100;
  const [x0, y0] = point(a, radius);
  const [x1, y1] = point(a + steps, radius);
  const large = steps > 50 ? 1 : 0;
  return `M ${x0.toFixed(1)} ${y0.toFixed(1)} A ${radius} ${radius} 0 ${large} 1 ${x1.toFixed(1)} ${y1.toFixed(1)}`;
}

function next(n, by) {
  return ((((n - 1 + by) % 100) + 100) % 100) + 1;
}

function render({ model, el: host }) {
  const root = document.createElement("div");
  root.className = "ek-nc";
  host.appendChild(root);

  const svg = el("svg", {
    viewBox: `0 0 ${SIZE} ${SIZE}`,
    class: "ek-nc-svg",
    role: "group",
  });
  root.appendChild(svg);
  const defs = el("defs", {}, svg);
  const arrow = el("marker", {
    id: `ek-nc-arrow-${model.cid || Math.random().toString(36).slice(2)}`,
    viewBox: "0 0 10 10",
    refX: 8,
    refY: 5,
    markerWidth: 5,
    markerHeight: 5,
    orient: "auto-start-reverse",
  }, defs);
  el("path", { d: "M 0 0 L 10 5 L 0 10 z", class: "ek-nc-arrowhead" }, arrow);

  const windowLayer = el("g", { class: "ek-nc-windows", "aria-hidden": "true" }, svg);
  const pathLayer = el("g", { class: "ek-nc-path", "aria-hidden": "true" }, svg);
  const numberLayer = el("g", { class: "ek-nc-numbers" }, svg);
  const badgeLayer = el("g", { class: "ek-nc-badges", "aria-hidden": "true" }, svg);
  const centre = el("g", { class: "ek-nc-centre", "aria-hidden": "true" }, svg);

  const live = document.createElement("p");
  live.className = "ek-nc-live";
  live.setAttribute("aria-live", "polite");
  root.appendChild(live);
  const legend = document.createElement("ul");
  legend.className = "ek-nc-legend";
  root.appendChild(legend);

  // ---- the hundred numbers: built once, so keyboard focus survives every redraw ----------
  const nodes = [];
  let cursor = 1;
  for (let n = 1; n <= 100; n++) {
    const [x, y] = point(n, R);
    const g = el("g", {
      class: "ek-nc-num",
      role: "button",
      tabindex: n === cursor ? 0 : -1,
      "data-number": n,
      transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})`,
    }, numberLayer);
    el("rect", { class: "ek-nc-shape", x: -DOT, y: -DOT, width: 2 * DOT, height: 2 * DOT, rx: DOT }, g);
    const text = el("text", { class: "ek-nc-label", "text-anchor": "middle", dy: "0.35em" }, g);
    text.textContent = String(n);
    g.addEventListener("click", () => {
      moveCursor(n, false);
      pick(n);
    });
    nodes.push(g);
  }

  function pick(n) {
    model.send({ event: "pick", number: n });
  }

  function moveCursor(n, focus) {
    nodes[cursor - 1].setAttribute("tabindex", "-1");
    cursor = n;
    const node = nodes[n - 1];
    node.setAttribute("tabindex", "0");
    if (focus) node.focus();
  }

  // Arrow keys count on and back around the circle (past 100 to 1), PageUp/PageDown jump ten,
  // Enter or Space picks the number.
  const keys = {
    ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, PageDown: 10, PageUp: -10,
  };
  numberLayer.addEventListener("keydown", (event) => {
    if (event.key in keys) {
      moveCursor(next(cursor, keys[event.key]), true);
    } else if (event.key === "Home") {
      moveCursor(1, true);
    } else if (event.key === "End") {
      moveCursor(100, true);
    } else if (event.key === "Enter" || event.key === " ") {
      pick(cursor);
    } else {
      return;
    }
    event.preventDefault();
  });

  // ---- redraw from the model ----------------------------------------------------------------
  function clear(layer) {
    while (layer.firstChild) layer.removeChild(layer.firstChild);
  }

  function drawWindows(piles, windows, names) {
    clear(windowLayer);
    if (!model.get("show_windows")) return;
    windows.forEach((win, i) => {
      if (!win.length) return;
      const radius = R_WINDOW + 8 * i;
      el("path", {
        d: arcPath(win[0] - 0.45, win[win.length - 1] + 0.45, radius),
        class: `ek-nc-window ek-nc-pile-${i % 4}`,
      }, windowLayer);
      const mid = win[Math.floor(win.length / 2)];
      const [x, y] = point(mid, R_TAG);
      const tag = el("text", {
        x: x.toFixed(1), y: y.toFixed(1), class: "ek-nc-window-tag", "text-anchor": "middle", dy: "0.35em",
      }, windowLayer);
      tag.textContent = `${names[i] || ""}: ${win[0]}–${win[win.length - 1]}`;
    });
  }

  function drawPath(path, start, showSteps) {
    clear(pathLayer);
    if (!path.length) return;
    const markerRef = `url(#${arrow.getAttribute("id")})`;
    let from = start;
    path.forEach((n, i) => {
      el("path", {
        d: arcPath(from + 0.2, n - 0.2, R_ARROW),
        class: "ek-nc-step",
        "marker-end": markerRef,
      }, pathLayer);
      if (showSteps && path.length <= 30) {
        const [x, y] = point(n, R_STEP);
        const label = el("text", {
          x: x.toFixed(1), y: y.toFixed(1), class: "ek-nc-step-no", "text-anchor": "middle", dy: "0.35em",
        }, pathLayer);
        label.textContent = String(i + 1);
      }
      from = n;
    });
  }

  function badge(n, radius, kind, text) {
    const [x, y] = point(n, radius);
    const g = el("g", { class: `ek-nc-badge ek-nc-${kind}`, transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})` }, badgeLayer);
    if (kind === "fit") {
      el("circle", { r: 10 }, g);
      el("path", { d: "M -5 0 L -1.5 4 L 5.5 -4.5", class: "ek-nc-mark" }, g);
    } else if (kind === "unfit") {
      el("rect", { x: -9, y: -9, width: 18, height: 18 }, g);
      el("path", { d: "M -4.5 -4.5 L 4.5 4.5 M 4.5 -4.5 L -4.5 4.5", class: "ek-nc-mark" }, g);
    } else {
      el("circle", { r: 10 }, g);
      const t = el("text", { "text-anchor": "middle", dy: "0.35em" }, g);
      t.textContent = text;
    }
  }

  function drawCentre(text) {
    clear(centre);
    const lines = text ? text.split("\n") : [];
    lines.forEach((line, i) => {
      const t = el("text", {
        x: C, y: C + (i - (lines.length - 1) / 2) * 34, "text-anchor": "middle", dy: "0.35em",
        class: i === lines.length - 1 && lines.length > 1 ? "ek-nc-centre-big" : "ek-nc-centre-text",
      }, centre);
      t.textContent = line;
    });
  }

  function drawLegend(texts) {
    legend.innerHTML = "";
    const fitShown = model.get("show_fit") && model.get("piles").length > 0;
    const items = [
      ["top", texts.legend_top],
      ["window", model.get("show_windows") ? texts.legend_window : ""],
      ["hand", texts.legend_hand],
      ["fit", fitShown ? texts.legend_fit : ""],
      ["unfit", fitShown ? texts.legend_unfit : ""],
      ["focus", model.get("focus") ? texts.legend_focus : ""],
      ["selected", model.get("pickable").length ? texts.legend_selected : ""],
    ];
    for (const [kind, label] of items) {
      if (!label) continue;
      const li = document.createElement("li");
      li.className = `ek-nc-key ek-nc-key-${kind}`;
      const swatch = document.createElement("span");
      swatch.className = "ek-nc-swatch";
      swatch.setAttribute("aria-hidden", "true");
      li.appendChild(swatch);
      li.appendChild(document.createTextNode(label));
      legend.appendChild(li);
    }
  }

  function redraw() {
    const piles = model.get("piles");
    const windows = model.get("windows");
    const hand = model.get("hand");
    const fitting = new Set(model.get("fitting"));
    const showFit = model.get("show_fit") && piles.length > 0; // no pile: nothing to fit on
    const selected = model.get("selected");
    const pickable = new Set(model.get("pickable"));
    const path = model.get("path");
    const labels = model.get("labels");
    const texts = model.get("texts");
    const names = model.get("pile_names");
    const focusCard = model.get("focus");
    const active = model.get("path_start");
    const inWindow = new Set(model.get("show_windows") ? windows.flat() : []);
    const onPath = new Set(path);

    svg.setAttribute("aria-label", texts.circle || "");
    nodes.forEach((node, i) => {
      const n = i + 1;
      const classes = ["ek-nc-num"];
      const pileIndex = piles.indexOf(n);
      if (pileIndex >= 0) classes.push("is-top", `ek-nc-pile-${pileIndex % 4}`);
      if (n === active) classes.push("is-active");
      if (hand.includes(n)) {
        classes.push("is-hand");
        if (showFit) classes.push(fitting.has(n) ? "is-fit" : "is-unfit");
      }
      if (n === focusCard) classes.push("is-focus");
      if (inWindow.has(n)) classes.push("in-window");
      if (onPath.has(n)) classes.push("on-path");
      if (pickable.has(n)) classes.push("is-pickable");
      if (selected.includes(n)) classes.push("is-selected");
      node.setAttribute("class", classes.join(" "));
      node.setAttribute("aria-label", labels[i] || String(n));
      if (pickable.has(n)) node.setAttribute("aria-pressed", selected.includes(n) ? "true" : "false");
      else node.removeAttribute("aria-pressed");
      const shape = node.firstChild;
      const big = pileIndex >= 0 || hand.includes(n) || n === focusCard;
      const half = big ? DOT + 1.5 : DOT;
      shape.setAttribute("x", -half);
      shape.setAttribute("y", -half);
      shape.setAttribute("width", 2 * half);
      shape.setAttribute("height", 2 * half);
      // pile tops are square cards, hand cards rounded cards, all other numbers round dots
      shape.setAttribute("rx", pileIndex >= 0 ? 2 : hand.includes(n) ? 6 : half);
    });
    // bring marked numbers to the front so the bigger shapes are not covered by neighbours
    for (const node of nodes) {
      if (node.classList.contains("is-top") || node.classList.contains("is-hand")
        || node.classList.contains("is-focus") || node.classList.contains("is-selected")) {
        numberLayer.appendChild(node);
      }
    }

    drawWindows(piles, windows, names);
    drawPath(path, model.get("path_start"), model.get("show_steps"));
    clear(badgeLayer);
    piles.forEach((top, i) => badge(top, R_BADGE, "pile", names[i] || ""));
    if (showFit) hand.forEach((n) => badge(n, R_BADGE, fitting.has(n) ? "fit" : "unfit"));
    selected.forEach((n, i) => badge(n, R_ORDER, "order", String(i + 1)));
    if (focusCard) badge(focusCard, R_BADGE, "star", "★");
    drawCentre(model.get("path_text"));
    live.textContent = model.get("path_text").replace(/\n/g, " ");
    drawLegend(texts);
  }

  const traits = [
    "piles", "windows", "hand", "fitting", "show_fit", "show_windows", "show_steps", "selected",
    "pickable", "path", "path_start", "path_text", "labels", "texts", "pile_names", "focus",
  ];
  // a state update changes several traits at once: draw once for all of them
  let pending = false;
  function schedule() {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      redraw();
    });
  }
  for (const name of traits) model.on(`change:${name}`, schedule);
  // a new task (or a pile chosen): keyboard focus starts again from the pile the count starts at
  const home = () => moveCursor(model.get("path_start") || 1, false);
  model.on("change:path_start", home);
  redraw();
  moveCursor(model.get("path_start") || 1, false);

  return () => {
    for (const name of traits) model.off(`change:${name}`, schedule);
    model.off("change:path_start", home);
  };
}

export default { render };
