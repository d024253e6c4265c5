// Bridge prelude. Runs first, inside the closure that holds SECRET and CHANNEL (see PageScripts.swift), in the
// isolated script world. Everything the other scripts need from the platform is captured here at load, so a page
// that patches prototypes or JSON cannot intercept or break them (the isolated world already has its own
// globals; this is defence in depth for engines or frames where that does not hold).
const $apply = Reflect.apply;
const $stringify = JSON.stringify;
const $defineProperty = Object.defineProperty;
const $now = performance.now.bind(performance);
const $gbcr = Element.prototype.getBoundingClientRect;
const $getClientRects = Element.prototype.getClientRects;
const $getAttribute = Element.prototype.getAttribute;
const $hasAttribute = Element.prototype.hasAttribute;
const $closest = Element.prototype.closest;
const $getElementsByTagName = Element.prototype.getElementsByTagName;
const $matches = Element.prototype.matches;
const $contains = Node.prototype.contains;
const $checkVisibility = Element.prototype.checkVisibility;
const $getComputedStyle = window.getComputedStyle;
const $docElementFromPoint = Document.prototype.elementFromPoint;
const $docElementsFromPoint = Document.prototype.elementsFromPoint;
const $rootElementFromPoint = ShadowRoot.prototype.elementFromPoint;
const $getElementById = Document.prototype.getElementById;
const $fragGetElementById = DocumentFragment.prototype.getElementById;
const $createElement = Document.prototype.createElement;
const $appendChild = Node.prototype.appendChild;
const $attachShadow = Element.prototype.attachShadow;
const $dispatchEvent = EventTarget.prototype.dispatchEvent;
const $addEventListener = EventTarget.prototype.addEventListener;
const $focus = HTMLElement.prototype.focus;
const $svgFocus = SVGElement.prototype.focus;
const $scrollIntoView = Element.prototype.scrollIntoView;
const $execCommand = Document.prototype.execCommand;
const $inputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
const $textareaValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
const $imageNaturalWidth = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'naturalWidth').get;
const $imageNaturalHeight = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'naturalHeight').get;
const $MutationObserver = MutationObserver;
const $observe = MutationObserver.prototype.observe;
const $requestAnimationFrame = window.requestAnimationFrame.bind(window);
const $setTimeout = window.setTimeout.bind(window);
const $clearTimeout = window.clearTimeout.bind(window);
const $cssEscape = CSS.escape;
const $Map = Map, $Set = Set, $WeakMap = WeakMap, $WeakSet = WeakSet;
const $MouseEvent = MouseEvent, $PointerEvent = PointerEvent, $InputEvent = InputEvent, $Event = Event;
const $KeyboardEvent = KeyboardEvent, $FocusEvent = FocusEvent;
const $handler = (() => {
  const handlers = window.webkit && window.webkit.messageHandlers;
  const h = handlers && handlers[CHANNEL];
  return h ? { post: h.postMessage, target: h } : null;
})();

const call = (fn, self, ...args) => $apply(fn, self, args);
/** Focuses an element without scrolling: an HTML element, or an SVG one (a star of a rating, an SVG slider). */
const focusOn = (el) => {
  if (el instanceof HTMLElement) call($focus, el, { preventScroll: true });
  else if (el instanceof SVGElement) call($svgFocus, el, { preventScroll: true });
};
const attr = (el, name) => call($getAttribute, el, name);
const hasAttr = (el, name) => call($hasAttribute, el, name);
const rectOf = (el) => call($gbcr, el);

function envelope(method, ok, result) {
  return $stringify({
    secret: SECRET,
    frame: window === window.top ? 'top' : 'sub',
    origin: location.origin,
    method: method,
    ok: ok,
    result: result,
  });
}

/** Sends an event to the native side (mutations, scrolls). Replies to calls go back as return values. */
function post(method, result) {
  if ($handler) call($handler.post, $handler.target, envelope(method, true, result));
}

const api = {};
$defineProperty(window, '__avanues_' + SECRET, {
  value: (method, params) => {
    const fn = api[method];
    if (typeof fn !== 'function') return envelope(method, false, 'unknown method ' + method);
    try {
      return envelope(method, true, fn(params || {}));
    } catch (e) {
      return envelope(method, false, String((e && e.message) || e));
    }
  },
  enumerable: false, configurable: false, writable: false,
});
