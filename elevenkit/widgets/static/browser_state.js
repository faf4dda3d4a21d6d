// What the pupil's browser keeps across a reload (elevenkit.widgets.common.browser_state.BrowserState):
// read the JSON kept under "elevenkit:<activity>" and the page's query, send both to Python, and
// write every new state back. When Python changes the key (a pupil joined a class), read what was
// kept under the new key and send it again. Nothing is loaded from the network.
function render({ model, el }) {
  el.hidden = true;
  const key = () => "elevenkit:" + model.get("activity");
  function report() {
    let stored = {};
    try {
      const text = window.localStorage.getItem(key());
      stored = text && text.length <= model.get("max_chars") ? JSON.parse(text) : {};
    } catch (error) {
      stored = {};  // private browsing or a broken entry: start afresh
    }
    if (stored === null || typeof stored !== "object" || Array.isArray(stored)) stored = {};
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    model.send({ event: "loaded", state: stored, query, activity: model.get("activity") });
  }
  function store() {
    try {
      const text = JSON.stringify(model.get("state"));
      if (text.length <= model.get("max_chars")) window.localStorage.setItem(key(), text);
    } catch (error) {
      // storage full or switched off: the page still works, a reload just starts afresh
    }
  }
  report();
  model.on("change:activity", report);
  model.on("change:state", store);
  return () => {
    model.off("change:activity", report);
    model.off("change:state", store);
  };
}
export default { render };
