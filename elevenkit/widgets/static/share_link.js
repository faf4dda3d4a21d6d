// The share link (elevenkit.widgets.common.share.ShareLink): the kernel cannot know the address
// pupils type (host, port, path), the browser can. It makes the query whole against the page's own
// address, shows it ready to copy and keeps a plain link too. Nothing is loaded from the network.

function render({ model, el }) {
  const label = document.createElement("label");
  const caption = document.createElement("span");
  const box = document.createElement("input");
  const copy = document.createElement("button");
  const open = document.createElement("a");
  box.type = "text";
  box.readOnly = true;
  box.className = "ek-share-url";
  copy.type = "button";
  copy.className = "ek-share-copy";
  open.target = "_blank";
  open.rel = "noopener";
  label.append(caption, box);
  el.classList.add("ek-share");
  el.append(label, copy, open);
  function update() {
    const url = new URL(model.get("query"), window.location.href).href;
    caption.textContent = model.get("text") + " ";
    box.value = url;
    open.href = url;
    open.textContent = model.get("open_text");
    copy.textContent = model.get("copy_text");
  }
  box.addEventListener("focus", () => box.select());
  copy.addEventListener("click", async () => {
    box.select();
    try {
      await navigator.clipboard.writeText(box.value);
    } catch (error) {
      document.execCommand("copy"); // a classroom server on plain http has no clipboard API
    }
    copy.textContent = model.get("copied_text");
  });
  update();
  model.on("change:query", update);
  return () => model.off("change:query", update);
}
export default { render };
