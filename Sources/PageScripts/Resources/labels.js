// Numbered badges. They live in a closed shadow root on a host of their own, so page CSS cannot restyle or hide
// them; the host is fixed to the viewport and ignores the pointer. Badge nodes are pooled and reused.

let overlayHost = null;
let overlayLayer = null;
let labelsShown = false;
const badgePool = [];

function ensureOverlay() {
  if (overlayHost && overlayHost.isConnected) return;
  overlayHost = call($createElement, document, 'avanues-labels');
  overlayHost.setAttribute('aria-hidden', 'true');
  overlayHost.style.cssText = 'all: initial !important; position: fixed !important; left: 0 !important; top: 0 !important;' +
    ' width: 0 !important; height: 0 !important; overflow: visible !important; z-index: 2147483647 !important;' +
    ' pointer-events: none !important; display: block !important; transform: none !important;';
  const shadow = call($attachShadow, overlayHost, { mode: 'closed' });
  const style = call($createElement, document, 'style');
  style.textContent = ':host { all: initial; }' +
    '.badge { position: fixed; box-sizing: border-box; min-width: 18px; height: 18px; padding: 0 4px;' +
    ' font: 700 12px/18px system-ui, sans-serif; color: #fff; background: #1a56db; border: 1px solid #fff;' +
    ' border-radius: 9px; text-align: center; white-space: nowrap; pointer-events: none; direction: ltr;' +
    ' overflow: visible;' +
    ' box-shadow: 0 0 0 1px #0b2a6f; }';
  call($appendChild, shadow, style);
  overlayLayer = call($createElement, document, 'div');
  call($appendChild, shadow, overlayLayer);
  call($appendChild, document.documentElement, overlayHost);
  candidates.delete(overlayHost);
}

/** Places one badge per numbered element at its top-left (top-right for RTL), moving badges so no two overlap. */
function drawLabels() {
  ensureOverlay();
  // A transformed <html> makes "fixed" relative to it: measure where the host really is and compensate.
  const origin = rectOf(overlayHost);
  const placed = [];
  const width = (n) => Math.max(18, 10 + 7 * String(n).length);
  let i = 0;
  for (; i < numbered.length; i++) {
    const item = numbered[i];
    if (item.x >= window.innerWidth || item.y >= window.innerHeight || item.x + item.width <= 0 || item.y + item.height <= 0) {
      continue;
    }
    const w = width(i + 1), h = 18;
    // Straddle the element's starting corner, mostly outside it, so the first letters stay readable.
    let left = item.rtl ? item.x + item.width - w * 0.4 : item.x - w * 0.6;
    let top = item.y - h / 2;
    left = Math.max(0, Math.min(left, window.innerWidth - w));
    top = Math.max(0, Math.min(top, window.innerHeight - h));
    for (let tries = 0; tries < 12; tries++) {
      const clash = placed.find((p) => left < p.left + p.w && left + w > p.left && top < p.top + h && top + h > p.top);
      if (!clash) break;
      left = clash.left + clash.w + 1;
      if (left + w > window.innerWidth) { left = Math.max(0, item.x); top = clash.top + h + 1; }
    }
    placed.push({ left, top, w });
    const badge = badgeAt(placed.length - 1);
    badge.textContent = String(i + 1);
    badge.style.width = w + 'px';
    badge.style.left = (left - origin.left) + 'px';
    badge.style.top = (top - origin.top) + 'px';
    badge.style.display = 'block';
  }
  for (let j = placed.length; j < badgePool.length; j++) badgePool[j].style.display = 'none';
  return placed.length;
}

function badgeAt(index) {
  while (badgePool.length <= index) {
    const b = call($createElement, document, 'span');
    b.className = 'badge';
    call($appendChild, overlayLayer, b);
    badgePool.push(b);
  }
  return badgePool[index];
}

api.labels = (params) => {
  labelsShown = !!params.show;
  if (labelsShown) {
    ensureDiscovered();
    numbered = measure(lastScanAll);
    return { shown: drawLabels() };
  }
  if (overlayHost) for (const b of badgePool) b.style.display = 'none';
  return { shown: 0 };
};

/** The numbers drawn and where, for tests and screenshots. */
api.badges = () => badgePool.filter((b) => b.style.display === 'block').map((b) => {
  const r = rectOf(b);
  return { text: b.textContent, x: round(r.left), y: round(r.top), width: round(r.width), height: round(r.height) };
});
