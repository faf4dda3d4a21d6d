// Measures a pupil page as it is shown now (tests/helpers/page_sizes.py says what counts and why).
// Called as ([root, skip]) with root a CSS selector (every element it matches is measured) and skip
// a selector of what is neither read nor tapped; returns null when root matches nothing.
([root, skip]) => {
  const scopes = [...document.querySelectorAll(root)];
  if (!scopes.length) return null;
  const handlers = window.__ekHandlers || {clicks: new WeakSet(), hovers: new WeakSet(), menus: new WeakSet()};
  const unread = '[data-overview], .ek-live, title, style, script, [hidden]'
    + (skip ? ', ' + skip : '');
  const visible = (el) => {  // a closed <details> keeps its content's boxes: shown is only its summary
    if (!el.getClientRects().length || el.closest('details:not([open]) > :not(summary)')) return false;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
    }
    return true;
  };
  const name = (el) => (el.getAttribute('aria-label') || el.getAttribute('title') || el.textContent || el.getAttribute('value')
                        || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
  const where = (el) => {
    const named = el.closest('[class*="ek-"]');
    const cls = named ? [...named.classList].filter(c => c.startsWith('ek-')).slice(0, 2).join('.') : '';
    return el.tagName.toLowerCase() + (cls ? ' in .' + cls : '');
  };
  const size = (el) => {  // on the screen: an SVG's scale and a CSS zoom (the "Bigger text" switch) included
    const font = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement && el.getScreenCTM) {
      const m = el.getScreenCTM();
      return font * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    }
    return font * (el.currentCSSZoom || 1);
  };
  const all = scopes.flatMap((scope) => [scope, ...scope.querySelectorAll('*')]);
  const textNodes = [];
  for (const scope of scopes) {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) textNodes.push(node);
  }

  const texts = [];
  for (const node of textNodes) {
    const text = node.textContent.trim();
    const el = node.parentElement;
    if (!text || !el || el.closest(unread) || !visible(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    texts.push({px: size(el), what: text.replace(/\s+/g, ' ').slice(0, 40), where: where(el),
                digits: /[0-9]/.test(text), decor: !!el.closest('.ek-deck-word')});
  }

  const ROLES = ['button', 'checkbox', 'radio', 'link', 'tab', 'switch', 'option', 'menuitem'];
  const pointer = (el) => el && el instanceof Element && getComputedStyle(el).cursor === 'pointer';
  const targets = [];
  for (const el of all) {
    const clickable = el.matches('button, input:not([type=hidden]), select, textarea, a[href], summary, [data-pick]')
      || ROLES.includes(el.getAttribute('role')) || handlers.clicks.has(el) || el.onclick
      || (pointer(el) && !pointer(el.parentElement));
    if (!clickable || el.disabled || (skip && el.closest(skip)) || !visible(el)) continue;
    const box = el.getBoundingClientRect();
    targets.push({px: Math.min(box.width, box.height), what: name(el), where: where(el), el, box});
  }
  // a speaker button over another target (a neighbour's speaker, a button): a tap may hit either
  const overlaps = [];
  const over = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  for (const speaker of targets.filter((item) => item.el.matches('.ek-speak'))) {
    for (const other of targets) {
      if (other === speaker || speaker.el.contains(other.el) || other.el.contains(speaker.el)) continue;
      if (over(speaker.box, other.box)) overlaps.push(`${speaker.what} (${speaker.where}) over ${other.what} (${other.where})`);
    }
  }
  for (const item of targets) { delete item.el; delete item.box; }

  const width = document.documentElement.clientWidth;
  const scrolls = [];
  if (document.documentElement.scrollWidth > width + 1) {
    const wide = all.filter(el => el.getBoundingClientRect().right > width + 1 && visible(el) && !el.closest('[data-pan]'));
    if (wide.length) scrolls.push(`the page ${document.documentElement.scrollWidth} px (${where(wide[wide.length - 1])})`);
  }
  for (const el of all) {
    const overflow = getComputedStyle(el).overflowX;
    if ((overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1
        && visible(el) && !el.closest('[data-pan]')) {
      scrolls.push(`${name(el)} ${el.scrollWidth} px (${where(el)})`);
    }
  }

  const needs = [];
  const REVEALS = ['display', 'visibility', 'opacity', 'content', 'width', 'height', 'max-height', 'max-width', 'clip', 'clip-path'];
  const rules = (list) => [...list].flatMap(rule => rule.cssRules ? rules(rule.cssRules) : [rule]);
  for (const sheet of document.styleSheets) {
    let list;
    try { list = sheet.cssRules; } catch (error) { continue; }
    for (const rule of rules(list)) {
      if (!rule.selectorText || !rule.selectorText.includes(':hover') || !rule.selectorText.includes('ek-')) continue;
      const changed = REVEALS.filter(prop => rule.style.getPropertyValue(prop));
      if (!changed.length) continue;
      for (const selector of rule.selectorText.split(',')) {
        if (!selector.includes(':hover')) continue;
        let found = [];
        try { found = scopes.flatMap((scope) => [...scope.querySelectorAll(selector.replace(/:hover/g, ''))]); } catch (error) {}
        if (found.some(visible)) needs.push('hover: ' + selector.trim() + ' {' + changed.join(', ') + '}');
      }
    }
  }
  for (const el of all) {
    if (!visible(el)) continue;
    if (handlers.hovers.has(el) || el.onmouseover || el.onmouseenter) needs.push('hover handler ' + where(el));
    if (handlers.menus.has(el) || el.oncontextmenu) needs.push('right click ' + where(el));
    if (el.getAttribute('draggable') === 'true') needs.push('drag ' + where(el));
  }

  // icons: a picture that did not load, or a sign (emoji, arrow, tick) that no font of the page has
  const icons = [];
  for (const img of all.filter((el) => el.matches('img'))) {
    if (visible(img) && !(img.complete && img.naturalWidth > 0)) {
      icons.push(`picture not loaded: ${(img.getAttribute('src') || '').slice(0, 40)} (${where(img)})`);
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 48;
  const ink = canvas.getContext('2d', {willReadFrequently: true});
  const drawn = (char, font) => {
    ink.clearRect(0, 0, 48, 48);
    ink.font = `32px ${font}`;
    ink.fillText(char, 4, 36);
    return ink.getImageData(0, 0, 48, 48).data.join();
  };
  const NONE = '\u{10FFFD}';  // a private-use sign no font has: drawn as the empty box
  const SIGN = /[\p{Extended_Pictographic}\p{So}\p{Sm}]/gu;
  const checked = new Map();
  const signs = (text, el) => {
    for (const char of new Set((text.match(SIGN) || []).filter((c) => c.codePointAt(0) > 0x7f))) {
      const font = getComputedStyle(el).fontFamily;
      const key = char + '|' + font;
      if (!checked.has(key)) checked.set(key, drawn(char, font) !== drawn(NONE, font));
      if (!checked.get(key)) icons.push(`no font has ${char} (U+${char.codePointAt(0).toString(16).toUpperCase()}, ${where(el)})`);
    }
  };
  for (const node of textNodes) {
    const el = node.parentElement;
    if (el && !el.closest('title, style, script') && visible(el)) signs(node.textContent, el);
  }
  for (const el of all) {
    for (const part of ['::before', '::after']) {
      const content = getComputedStyle(el, part).content;
      if (content && content.startsWith('"') && visible(el)) signs(content, el);
    }
  }
  // the picture cues before an instruction for the youngest (tap, count, find …)
  const cues = all.filter((el) => el.matches('img.ek-cue') && visible(el)).map((img) => {
    const box = img.getBoundingClientRect();
    return {px: Math.min(box.width, box.height), what: img.closest('.ek-cues').dataset.cues || '', where: where(img)};
  });
  return {texts, targets, scrolls, needs, overlaps, icons, cues, coarse: matchMedia('(pointer: coarse)').matches};
}
