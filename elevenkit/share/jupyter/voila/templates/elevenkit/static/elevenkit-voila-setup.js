// elevenkit: Voila 0.5's loading-text helpers (voila_setup_helper_functions in Voila's
// base/voila_setup.macro.html.j2), as a file: the page's Content-Security-Policy runs no inline
// script. Voila's voila.js calls window.voila_finish once the theme is loaded; the template calls
// voila_process for each cell (elevenkit-cell.js) and voila_finish at the end (elevenkit-finish.js).
(function () {
  "use strict";
  window.voila_heartbeat = function () {
    console.log("Ok, voila is still executing...");
  };
  window.update_loading_text = function (cellIndex, cellCount, text) {
    const spinner = document.getElementById("loading");
    if (spinner && spinner.style.display === "none") spinner.style.display = "flex";
    const el = document.getElementById("loading_text");
    if (el) el.textContent = text ?? `Executing ${cellIndex} of ${cellCount}`;
  };
  window.display_cells = function () {
    if (!window.themeLoaded) {
      window.cellLoaded = true;
      return;
    }
    const spinner = document.getElementById("loading");
    if (spinner) spinner.remove();
    const cells = document.getElementById("rendered_cells");
    if (cells) cells.style.display = "";
  };
  window.voila_process = window.update_loading_text;
  window.voila_finish = window.display_cells;
})();
