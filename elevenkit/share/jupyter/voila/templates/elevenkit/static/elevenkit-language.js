// elevenkit: the page's language on <html lang>, before any cell is drawn: ?lang= if the link has
// one (anything the kit does not know, or overlong, gives English), else the browser's first
// language the kit has, else English, as the kernel chooses it (elevenkit.i18n.choose_language;
// a class's own language, kept by the server, can only come from the link here). Screen readers
// and read-aloud voices read the page in it, and a Markdown cell written in every language
// (elevenkit.widgets.notes.every_language_html) shows only its own paragraph (index.html.j2's style).
(function () {
  "use strict";
  const LANGUAGES = ["en", "de"]; // elevenkit.i18n.LANGUAGES; the first is the fallback
  const known = (tag) => {
    const primary = String(tag || "").trim().replace("_", "-").split("-")[0].toLowerCase();
    return LANGUAGES.includes(primary) ? primary : null;
  };
  const asked = new URLSearchParams(window.location.search).get("lang");
  const browser = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  const chosen = asked && asked.trim()
    ? (asked.length <= 35 && known(asked)) || LANGUAGES[0]
    : browser.map(known).find((code) => code) || LANGUAGES[0];
  document.documentElement.lang = chosen;
})();
