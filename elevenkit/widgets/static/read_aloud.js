// Read aloud (elevenkit.widgets.common.read_aloud.ReadAloud). The kernel marks each text to read
// with data-speak (the words to say, made in Python: "fourteen equals three plus eleven"); this
// script gives every marked text inside its box (the nearest .ek-reads) a speaker button, and
// reads it with the browser's speech synthesis in the page's language, with a voice on the device
// only (localService: nothing leaves the machine), at a child's pace. In pre-reader mode (the
// switch, ?read=auto) each new visible text marked data-speak-auto (a question, a feedback) is read
// by itself. Without a voice for the language the first press says so, in words and an icon, and
// the buttons show the icon from then on; the page works on. Nothing is loaded from the network.

const VOICE_WAIT_MS = 1500; // browsers list their voices a moment after the page has loaded
const BATCH_MS = 80; // texts that change together (a new question clears the feedback): read in page order

function render({ model, el }) {
  let scope = null; // the box whose texts this voice reads: known once the widget is on the page
  const synth = window.speechSynthesis;
  const pending = new Set();
  let timer = null;

  const label = document.createElement("label");
  const box = document.createElement("input");
  const words = document.createElement("span");
  const notice = document.createElement("span");
  label.className = "ek-read-switch";
  box.type = "checkbox";
  box.setAttribute("role", "switch");
  notice.className = "ek-speak-none";
  notice.setAttribute("role", "status");
  notice.hidden = true;
  // the pictures are shipped SVG (data: URIs from Python): an emoji is an empty box without an emoji font
  let muted = false;
  const icon = () => {
    const picture = document.createElement("img");
    picture.className = "ek-speak-icon";
    picture.alt = "";
    picture.src = model.get("icons")[muted ? "muted" : "speaker"];
    return picture;
  };
  label.append(icon(), box, words);
  el.classList.add("ek-read-aloud");
  el.append(label, notice);

  const texts = () => model.get("texts");
  function update() {
    words.textContent = texts().switch;
    box.checked = model.get("auto");
  }

  function localVoice() {
    const lang = model.get("lang").toLowerCase();
    const fits = (voice) => {
      const tag = voice.lang.toLowerCase().replace("_", "-");
      return voice.localService && (tag === lang || tag.startsWith(lang + "-"));
    };
    return synth ? synth.getVoices().find(fits) || null : null;
  }
  function voiceSoon() {
    const found = localVoice();
    if (found || !synth) return Promise.resolve(found);
    return new Promise((resolve) => {
      const done = () => {
        synth.removeEventListener("voiceschanged", done);
        clearTimeout(waiting);
        resolve(localVoice());
      };
      const waiting = setTimeout(done, VOICE_WAIT_MS);
      synth.addEventListener("voiceschanged", done);
    });
  }
  function sayNoVoice(near) {
    // one note, moved beside the press: said once, never piled up; the buttons' icon keeps saying it
    muted = true;
    (scope || document.body).classList.add("ek-speak-muted");
    for (const picture of (scope || document).querySelectorAll(".ek-speak > .ek-speak-icon")) {
      picture.src = model.get("icons").muted;
    }
    notice.replaceChildren(icon(), texts().no_voice);
    notice.hidden = false;
    (near || el).after(notice);
  }

  async function speak(targets, near) {
    const said = targets.filter((target) => target.dataset.speak);
    if (!said.length) return;
    const voice = await voiceSoon();
    if (!voice) {
      sayNoVoice(near);
      return;
    }
    synth.cancel();
    for (const target of said) {
      const utterance = new SpeechSynthesisUtterance(target.dataset.speak);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.rate = model.get("rate");
      utterance.onstart = () => target.classList.add("ek-speaking");
      utterance.onend = () => target.classList.remove("ek-speaking");
      utterance.onerror = (event) => {
        target.classList.remove("ek-speaking");
        // a browser reads by itself only after the pupil has touched the page: then read it
        if (event.error === "not-allowed") afterFirstTouch(() => speak([target]));
      };
      synth.speak(utterance);
    }
  }
  function afterFirstTouch(then) {
    const once = () => {
      document.removeEventListener("pointerdown", once, true);
      document.removeEventListener("keydown", once, true);
      then();
    };
    document.addEventListener("pointerdown", once, true);
    document.addEventListener("keydown", once, true);
  }

  function addButton(target) {
    if (target.querySelector(":scope > .ek-speak")) return;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "ek-speak";
    button.setAttribute("aria-label", texts().button);
    button.title = texts().button;
    button.addEventListener("click", (event) => {
      event.stopPropagation();
      speak([target], button);
    });
    button.append(icon());
    target.prepend(button);
  }
  const marked = (node) =>
    node instanceof Element
      ? [...(node.matches("[data-speak]") ? [node] : []), ...node.querySelectorAll("[data-speak]")]
      : [];
  const shown = (target) => target.isConnected && target.getClientRects().length > 0;
  const inPageOrder = (a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

  function readPending() {
    const targets = [...pending].filter(shown).sort(inPageOrder);
    pending.clear();
    if (model.get("auto")) speak(targets);
  }
  function found(targets) {
    for (const target of targets) {
      addButton(target);
      if (target.hasAttribute("data-speak-auto")) pending.add(target);
    }
    if (!pending.size) return;
    clearTimeout(timer);
    timer = setTimeout(readPending, BATCH_MS);
  }

  const observer = new MutationObserver((records) => {
    found(records.flatMap((record) => [...record.addedNodes].flatMap(marked)));
  });
  let starting = null;
  function start() {
    if (!el.isConnected) {
      starting = setTimeout(start, 50);
      return;
    }
    scope = el.closest(".ek-reads") || document.body;
    observer.observe(scope, { childList: true, subtree: true });
    found(marked(scope));
  }
  start();

  box.addEventListener("change", () => {
    model.set("auto", box.checked);
    model.save_changes();
    if (box.checked && scope) speak([...scope.querySelectorAll("[data-speak-auto]")].filter(shown), label);
    else if (synth) synth.cancel();
  });
  update();
  model.on("change:auto", update);
  model.on("change:texts", update);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(starting);
    model.off("change:auto", update);
    model.off("change:texts", update);
  };
}
export default { render };
