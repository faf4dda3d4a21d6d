// elevenkit: say in words when a dashboard has lost its kernel, and offer Reload.
//
// Voila 0.5 keeps its JupyterLab-style app in window.jupyterapp; its widgetManagerPromise gives the
// widget manager, whose `kernel` is the @jupyterlab/services KernelConnection of this page. That
// connection reports two things we watch:
//   - connectionStatus ("connected", "connecting", "disconnected"): the websocket. While it is
//     "connecting" the network is gone and the connection tries again by itself (clicks wait and
//     are sent once it is back); "disconnected" means it gave up.
//   - status ("idle", "busy", ..., "restarting", "autorestarting", "dead"): the kernel. A kernel
//     that died, was restarted or was shut down (culled after a tablet slept) has lost every
//     widget of this page: only a reload helps.
// The browser's own online/offline events tell about the network at once.
// Texts come from the page's trainer (window.elevenkitConnectionTexts, set in the kernel's
// language by elevenkit.widgets.trainer.FrameAssets); these English ones are the fallback.
(function () {
  "use strict";
  const FALLBACK = {
    offline: "The connection is lost. Check the Wi-Fi: the page tries again by itself. Your answers are kept.",
    gone: "This page has stopped working (it slept too long, or the server was restarted). Press Reload to go on: your task number and score are kept.",
    reload: "Reload",
  };
  const text = (name) => (window.elevenkitConnectionTexts || {})[name] || FALLBACK[name];
  let banner = null;
  let shown = "";
  let gone = false;

  function show(kind) {
    if (shown === kind) return;
    hide();
    shown = kind;
    banner = document.createElement("div");
    banner.id = "ek-connection";
    banner.className = "ek-connection ek-connection-" + kind;
    banner.setAttribute("role", "alert");
    const message = document.createElement("p");
    message.textContent = text(kind);
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = text("reload");
    button.addEventListener("click", () => window.location.reload());
    banner.append(message, button);
    document.body.append(banner);
    document.body.classList.toggle("ek-connection-gone", kind === "gone");
  }

  function hide() {
    if (banner) banner.remove();
    banner = null;
    shown = "";
    document.body.classList.remove("ek-connection-gone");
  }

  function update(kernel) {
    if (!kernel || gone) return;
    if (kernel.isDisposed || ["dead", "restarting", "autorestarting"].includes(kernel.status) || kernel.connectionStatus === "disconnected") {
      gone = true;
      show("gone");
    } else if (kernel.connectionStatus !== "connected" || !navigator.onLine) {
      show("offline");
    } else {
      hide();
    }
  }

  let watched = null;
  window.addEventListener("offline", () => { if (!gone) show("offline"); });
  window.addEventListener("online", () => update(watched));
  // leaving or reloading the page ends its kernel on purpose: say nothing then
  window.addEventListener("beforeunload", () => { gone = true; });

  async function watch() {
    for (let tries = 0; !window.jupyterapp && tries < 600; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!window.jupyterapp || !window.jupyterapp.widgetManagerPromise) return;  // not a dashboard page
    const manager = await window.jupyterapp.widgetManagerPromise.promise;
    const kernel = manager && manager.kernel;
    if (!kernel) return;
    watched = kernel;
    kernel.statusChanged.connect(() => update(kernel));
    kernel.connectionStatusChanged.connect(() => update(kernel));
    if (kernel.disposed) kernel.disposed.connect(() => update(kernel));
    update(kernel);
  }
  watch();
})();
