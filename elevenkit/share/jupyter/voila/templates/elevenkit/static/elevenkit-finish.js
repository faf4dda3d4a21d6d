// elevenkit: every cell is streamed: show them (Voila's inline <script>window.voila_finish()</script>, as a file).
window.voila_finish();
