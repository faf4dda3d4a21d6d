// The lesson frame's page helper (elevenkit.widgets.lesson.LessonPage): on Next and Back it brings the
// new step's heading into view (a long step left the page scrolled down), and at the end it shows the
// link back to the list of lessons (the landing page's #ek-lessons section), keeping the class code
// (?seed=, ?class=) of this page.

function landing() {
  const path = window.location.pathname;
  const found = path.match(/^(.*)\/(voila|voici)\/render\/(.*)$/);
  if (!found) return null;
  const folders = found[3].split("/").slice(0, -2); // leave out the lessons folder and the notebook
  const href = folders.length ? `${found[1]}/${found[2]}/tree/${folders.join("/")}` : `${found[1]}/`;
  const here = new URLSearchParams(window.location.search);
  const kept = new URLSearchParams();
  for (const name of ["seed", "class", "lang"]) {
    if (here.has(name)) kept.set(name, here.get(name));
  }
  const query = kept.toString();
  return `${href}${query ? `?${query}` : ""}#ek-lessons`;
}

function render({ model, el }) {
  const text = model.get("home_text");
  const href = text ? landing() : null;
  if (href) {
    const link = document.createElement("a");
    link.className = "ek-home";
    link.href = href;
    link.textContent = text;
    el.appendChild(link);
  }
  const bringIntoView = () => {
    const lesson = el.closest(".ek-lesson");
    const target = lesson && (lesson.querySelector(".ek-counter") || lesson);
    if (!target) return;
    const top = target.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.4) target.scrollIntoView({ block: "start" });
  };
  model.on("change:scroll", bringIntoView);
  return () => model.off("change:scroll", bringIntoView);
}
export default { render };
