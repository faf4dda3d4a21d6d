// elevenkit: "Executing 3 of 12" while Voila streams a dashboard's cells. The template loads this
// file before each cell with data-cell and data-count (instead of Voila's inline
// <script>voila_process(3, 12)</script>, which the Content-Security-Policy would refuse).
window.voila_process(Number(document.currentScript.dataset.cell), Number(document.currentScript.dataset.count));
