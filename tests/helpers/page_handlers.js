// Runs before any script of a pupil page (tests/helpers/page_sizes.py, INIT_SCRIPT): remembers which
// elements get click-, hover- or right-click-like handlers, so the measure counts them as targets.
(() => {
  const clicks = new WeakSet(), hovers = new WeakSet(), menus = new WeakSet();
  window.__ekHandlers = {clicks, hovers, menus};
  const CLICK = ['click', 'dblclick', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'];
  const HOVER = ['mouseenter', 'mouseover', 'pointerenter', 'pointerover'];
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (this instanceof Element) {
      if (CLICK.includes(type)) clicks.add(this);
      if (HOVER.includes(type)) hovers.add(this);
      if (type === 'contextmenu') menus.add(this);
    }
    return add.call(this, type, listener, options);
  };
})();
