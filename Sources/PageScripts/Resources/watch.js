// Keeping up with the page: mutation records add and drop candidates (only the changed subtrees are walked),
// and scrolling or resizing redraws the labels of what is now in view.

let observer = null;
let pending = null;

function startWatching() {
  observer = new $MutationObserver((records) => {
    forgetPositioned();
    for (const record of records) {
      if (record.type === 'childList') {
        nthCache.delete(record.target);
        for (const node of record.addedNodes) {
          if (node.nodeType !== 1 || node === overlayHost) continue;
          const roots = [];
          discover(node, candidates, roots);
          for (const r of roots) observeRoot(r);
        }
      } else if (record.type === 'attributes' && record.target.nodeType === 1) {
        const el = record.target;
        if (roleOf(el) || el.localName === 'label' || isScrollable(el)) candidates.add(el);
      }
    }
    schedule(150);
  });
  observeRoot(document);
  for (const r of observedRoots) observeRoot(r);
  call($addEventListener, window, 'scroll', () => schedule(0), { capture: true, passive: true });
  call($addEventListener, window, 'resize', () => { forgetPositioned(); schedule(0); }, { passive: true });
  // A style sheet that finishes loading can position elements without a DOM change.
  call($addEventListener, document, 'load', (event) => {
    const t = event.target;
    if (t && (t.localName === 'link' || t.localName === 'style')) forgetPositioned();
  }, { capture: true, passive: true });
}

function observeRoot(root) {
  call($observe, observer, root, {
    childList: true, subtree: true, attributes: true,
    attributeFilter: ['role', 'href', 'onclick', 'disabled', 'aria-disabled', 'hidden', 'aria-hidden', 'contenteditable', 'tabindex', 'style', 'class', 'open', 'aria-expanded'],
  });
}

/** Relabels after the page settles; tells the native side how many elements are numbered now. */
function schedule(delay) {
  if (!labelsShown) return;
  if (pending !== null) $clearTimeout(pending);
  pending = $setTimeout(() => {
    pending = null;
    $requestAnimationFrame(() => {
      numbered = measure(lastScanAll);
      drawLabels();
      post('changed', { count: numbered.length, url: location.href });
    });
  }, delay);
}

// Discover candidates and positioned elements as soon as the document is parsed, off the path of the first
// command: the first "click 5" after a page opens then only measures. Mutation records keep the set current from here on.
$setTimeout(() => {
  try {
    ensureDiscovered();
    positionedElements();
  } catch (e) { /* the first scan will try again */ }
}, 0);
