// elevenkit: a plain message while the dashboard loads, removed once its widgets are drawn. Voila's
// spinner goes away when the notebook has run, but drawing the widgets can take as long again on a
// busy classroom machine, and a blank page looks broken. Loaded by index.html.j2 right after the
// (still hidden) #rendered_cells starts, so the message goes before it. Its words follow <html lang>,
// which elevenkit-language.js has just set (no kernel yet, so no catalogue: the German is here).
(function () {
  "use strict";
  const WORDS = {
    en: {
      loading: "Loading… this can take a few seconds.",
      late: "Still loading after a minute? Reload the page.",
    },
    de: {
      loading: "Wird geladen … das kann ein paar Sekunden dauern.",
      late: "Nach einer Minute noch nicht fertig? Lade die Seite neu.",
    },
  };
  const words = WORDS[document.documentElement.lang] || WORDS.en;
  const message = document.createElement("p");
  message.id = "ek-loading";
  message.setAttribute("role", "status");
  message.append(words.loading);
  const late = document.createElement("small");
  late.hidden = true;
  late.textContent = words.late;
  message.append(late);
  document.body.insertBefore(message, document.getElementById("rendered_cells"));
  const started = Date.now();
  const drawn = () => {
    if (document.querySelector("#loading")) return false;
    const outputs = [...document.querySelectorAll("#rendered_cells .jp-OutputArea-output")];
    const widgets = outputs.filter((o) => o.querySelector(".lm-Widget") || o.textContent.trim() === "Loading widget...");
    return widgets.length > 0 && widgets.every((o) => o.textContent.trim() !== "Loading widget..."
      && [...o.querySelectorAll(":scope > .lm-Widget")].every((w) => w.childElementCount || w.textContent.trim()));
  };
  const timer = setInterval(() => {
    if (drawn()) { message.remove(); clearInterval(timer); return; }
    if (Date.now() - started > 60000) late.hidden = false;
  }, 250);
})();
