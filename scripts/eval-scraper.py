#!/usr/bin/env python3
"""Compares `avanues scrape --all` with Chromium's accessibility tree, page by page.

For every page, Chromium (headless, DevTools protocol on 127.0.0.1) lists the accessibility nodes with an
interactive role; our elements are joined to them by DOM identity: each of our selectors is resolved in
Chromium's copy of the page and mapped to its DOM node. Reported:

- recall: Chromium's interactive nodes that a person could see (a box of at least 2×2 px not entirely above or
  left of the page; options inside a native select are chosen through it; a grid's cell holding an element we
  list is numbered through that element, not twice) that we also list;
- precision: our elements that Chromium also lists as interactive (our roles `clickable` — script handlers,
  which Chromium does not expose — and `scrollable` are not counted against precision);
- names: of the matched pairs, how many have the same accessible name (case and white space folded).

Both engines read the pages offline: every http(s) and WebSocket request is blocked before it leaves (Chromium:
`Network.setBlockedURLs`; ours: `scrape --offline`), so a remote picture fails at once in both and is drawn as a
picture that did not load. Left to the network, the result would depend on how fast this machine's DNS says no: a
picture still pending when the page is read has no box in one engine and an icon in the other.

Test-only tool: needs `chromium` (apt) and `websocket-client` (PyPI). Usage:
  scripts/eval-scraper.py [--avanues .build/debug/avanues] [--corpora ../shared/corpora] [--verbose]
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket

INTERACTIVE = {
    'button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio',
    'option', 'treeitem', 'combobox', 'textbox', 'searchbox', 'slider', 'spinbutton', 'listbox', 'gridcell',
    'disclosuretriangle', 'popupbutton', 'togglebutton', 'colorwell',
}
OURS_NOT_IN_CHROMIUM = {'clickable', 'scrollable'}
# Both engines wait this long after load before they are read, for content pages add later.
SETTLE_MS = 300


def family(role):
    """Roles that are the same thing to a person (a summary is Chromium's disclosure triangle, our button)."""
    return {'disclosuretriangle': 'button', 'togglebutton': 'button', 'popupbutton': 'combobox',
            'searchbox': 'textbox', 'colorwell': 'button'}.get(role, role)


def fold(name):
    return re.sub(r'\s+', ' ', (name or '')).strip().lower()


class Chromium:
    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix='avanues-eval-')
        self.proc = subprocess.Popen(
            ['chromium', '--headless=new', '--no-sandbox', '--disable-gpu', '--remote-debugging-port=0',
             '--remote-debugging-address=127.0.0.1', f'--user-data-dir={self.profile}', '--window-size=1280,800',
             '--allow-file-access-from-files', '--hide-scrollbars', 'about:blank'],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        port = None
        deadline = time.time() + 30
        while time.time() < deadline and port is None:
            line = self.proc.stderr.readline()
            m = re.search(r'DevTools listening on ws://127\.0\.0\.1:(\d+)/', line)
            if m:
                port = int(m.group(1))
        if port is None:
            raise SystemExit('chromium did not start its DevTools endpoint')
        targets = json.load(urllib.request.urlopen(f'http://127.0.0.1:{port}/json/list', timeout=10))
        page = next(t for t in targets if t['type'] == 'page')
        self.ws = websocket.create_connection(page['webSocketDebuggerUrl'], timeout=60, suppress_origin=True)
        self.next_id = 0
        for domain in ('Page', 'DOM', 'Runtime', 'Accessibility', 'Network'):
            self.call(f'{domain}.enable')
        self.call('Network.setBlockedURLs', urls=['http://*', 'https://*', 'ws://*', 'wss://*'])
        # The same viewport as `avanues scrape` (the headless window's own chrome would take 143 px of it).
        self.call('Emulation.setDeviceMetricsOverride', width=1280, height=800, deviceScaleFactor=1, mobile=False)

    def call(self, method, **params):
        self.next_id += 1
        my_id = self.next_id
        self.ws.send(json.dumps({'id': my_id, 'method': method, 'params': params}))
        while True:
            msg = json.loads(self.ws.recv())
            if msg.get('id') == my_id:
                if 'error' in msg:
                    raise RuntimeError(f"{method}: {msg['error'].get('message')}")
                return msg.get('result', {})
            self.events.append(msg) if hasattr(self, 'events') else None

    def load(self, url):
        self.events = []
        self.call('Page.navigate', url=url)
        deadline = time.time() + 30
        while time.time() < deadline:
            if any(e.get('method') == 'Page.loadEventFired' for e in self.events):
                break
            msg = json.loads(self.ws.recv())
            self.events.append(msg)
        time.sleep(SETTLE_MS / 1000)  # content pages add after load (templates, widgets)

    def interactive_nodes(self):
        nodes = self.call('Accessibility.getFullAXTree')['nodes']
        out = {}
        for n in nodes:
            if n.get('ignored'):
                continue
            role = fold((n.get('role') or {}).get('value'))
            if role not in INTERACTIVE or 'backendDOMNodeId' not in n:
                continue
            props = {p['name']: p.get('value', {}).get('value') for p in n.get('properties', [])}
            if props.get('disabled') or props.get('hidden'):
                continue
            out[n['backendDOMNodeId']] = {'role': role, 'name': (n.get('name') or {}).get('value', '')}
        self.last_all_interactive = out
        return out

    ANNOTATE = r"""
    (selectors) => {
      const resolve = (selector) => {
        let scope = document, el = null;
        const steps = selector.split(/\s*(>>>|\|>)\s*/);
        for (let i = 0; i < steps.length; i += 2) {
          el = scope.querySelector(steps[i]);
          if (!el) return null;
          if (i + 1 < steps.length) {
            scope = steps[i + 1] === '>>>' ? el.shadowRoot : el.contentDocument;
            if (!scope) return null;
          }
        }
        return el.localName === 'label' && el.control ? el.control : el;
      };
      selectors.forEach((sel, i) => {
        let el = null;
        try { el = resolve(sel); } catch (e) { el = null; }
        if (el) el.setAttribute('data-avn-i', String(i));
      });
      // What Chromium's own hit test shows covered: in the first viewport, none of the centre and four corners
      // (2 px in) reaches the element, a descendant, or a label standing for it. The accessibility tree does not
      // look at stacking, and the scraper is asked to leave covered elements out.
      const hitAt = (doc, x, y) => {
        let hit = doc.elementFromPoint(x, y);
        while (hit && hit.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(x, y);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        return hit;
      };
      const within = (outer, node) => {
        for (; node; node = node.parentNode || node.host || null) if (node === outer) return true;
        return false;
      };
      const covered = (el) => {
        const view = el.ownerDocument.defaultView;
        const r = el.getBoundingClientRect();
        if (r.width < 2 || r.height < 2) return false;
        const d = Math.min(2, r.width / 4, r.height / 4);
        const points = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + d, r.top + d], [r.right - d, r.top + d],
                        [r.left + d, r.bottom - d], [r.right - d, r.bottom - d]]
          .filter(([x, y]) => x >= 0 && y >= 0 && x < view.innerWidth && y < view.innerHeight);
        if (!points.length) return false;
        return points.every(([x, y]) => {
          const hit = hitAt(el.ownerDocument, x, y);
          if (!hit) return false;
          if (within(el, hit)) return false;
          const label = hit.closest && hit.closest('label');
          return !(label && (label.control === el || within(label, el)));
        });
      };
      // What no person could see: no box of at least 2x2 px, entirely above or left of the page, an option
      // inside a native select (chosen through the select, not clicked).
      const walk = (root) => {
        for (const el of root.querySelectorAll('*')) {
          let seen = false;
          for (const r of el.getClientRects()) if (r.width >= 2 && r.height >= 2 && r.right > 0 && r.bottom > 0) seen = true;
          if (!seen || (el.localName === 'option' && el.closest('select'))) el.setAttribute('data-avn-z', '1');
          else if (covered(el)) el.setAttribute('data-avn-c', '1');
          if (el.shadowRoot) walk(el.shadowRoot);
          if (el.localName === 'iframe') { try { if (el.contentDocument) walk(el.contentDocument); } catch (e) {} }
        }
      };
      walk(document);
      // A grid's cell holding one of our elements (a link, a button) is numbered through it.
      for (const cell of document.querySelectorAll('td, th, [role="gridcell"]')) {
        if (cell.querySelector('[data-avn-i]')) cell.setAttribute('data-avn-w', '1');
      }
      return true;
    }
    """

    def annotate(self, selectors):
        """Marks our elements and the invisible ones in Chromium's copy; returns {backendNodeId: attributes}."""
        expr = '(' + self.ANNOTATE + ')(' + json.dumps(selectors) + ')'
        self.call('Runtime.evaluate', expression=expr, returnByValue=True)
        nodes = self.call('DOM.getFlattenedDocument', depth=-1, pierce=True)['nodes']
        out = {}
        for n in nodes:
            attrs = n.get('attributes') or []
            pairs = dict(zip(attrs[0::2], attrs[1::2]))
            if 'data-avn-i' in pairs or 'data-avn-z' in pairs or 'data-avn-c' in pairs or 'data-avn-w' in pairs:
                out[n['backendNodeId']] = pairs
        return out

    def describe(self, backend_node_id):
        """A short description of one node for --verbose: its markup's start and its box in Chromium."""
        try:
            obj = self.call('DOM.resolveNode', backendNodeId=backend_node_id)['object']
            fn = ('function() { const r = this.getBoundingClientRect();'
                  ' return this.outerHTML.slice(0, 140) + ` @${Math.round(r.x)},${Math.round(r.y)} '
                  '${Math.round(r.width)}x${Math.round(r.height)}`; }')
            return self.call('Runtime.callFunctionOn', objectId=obj['objectId'], functionDeclaration=fn,
                             returnByValue=True)['result'].get('value')
        except RuntimeError as e:
            return str(e)

    def close(self):
        try:
            self.ws.close()
        finally:
            self.proc.terminate()
            self.proc.wait(timeout=10)
            shutil.rmtree(self.profile, ignore_errors=True)


def pages(corpora):
    aria = sorted(glob.glob(os.path.join(corpora, 'aria-practices/content/patterns/*/examples/*.html')))
    articles = sorted(glob.glob(os.path.join(corpora, 'readability-dev/test-pages/*/source.html')))
    return {'aria-practices': aria, 'readability-dev': articles}


def scrape(avanues, files):
    env = dict(os.environ, GTK_A11Y='none')
    out = subprocess.run([avanues, 'scrape', '--all', '--json', '--offline', f'--settle={SETTLE_MS}'] + files,
                         capture_output=True, text=True, env=env)
    if out.returncode != 0:
        raise SystemExit(f'avanues scrape failed: {out.stderr[-2000:]}')
    return [json.loads(line) for line in out.stdout.splitlines()]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--avanues', default='.build/debug/avanues')
    ap.add_argument('--corpora', default='../shared/corpora')
    ap.add_argument('--verbose', action='store_true')
    ap.add_argument('--only', metavar='TEXT', help='only pages whose path contains TEXT')
    ap.add_argument('--show', type=int, default=4, metavar='N', help='with --verbose: list up to N of each kind per page')
    args = ap.parse_args()
    if not os.path.isdir(args.corpora):
        print(f'skipped: corpora folder {args.corpora} is absent')
        return 0
    chromium = Chromium()
    totals = {}
    try:
        for corpus, files in pages(args.corpora).items():
            t = totals.setdefault(corpus, dict(chromium=0, ours=0, ours_counted=0, matched=0, identity=0, precise=0, named=0))
            if args.only:
                files = [f for f in files if args.only in f]
            print(f'{corpus}: {len(files)} pages', file=sys.stderr)
            for start in range(0, len(files), 20):
                batch = files[start:start + 20]
                for path, doc in zip(batch, scrape(args.avanues, batch)):
                    chromium.load('file://' + os.path.abspath(path))
                    elements = doc['elements']
                    marks = chromium.annotate([e['selector'] for e in elements])
                    theirs = {n: v for n, v in chromium.interactive_nodes().items()
                              if 'data-avn-z' not in marks.get(n, {}) and 'data-avn-c' not in marks.get(n, {})
                              and not (v['role'] == 'gridcell' and 'data-avn-w' in marks.get(n, {}))}
                    ours = {}
                    for node, attrs in marks.items():
                        if 'data-avn-i' in attrs:
                            ours.setdefault(node, elements[int(attrs['data-avn-i'])])
                    counted = [e for e in elements if e['role'] not in OURS_NOT_IN_CHROMIUM]
                    matched = [n for n in theirs if n in ours]
                    everything = chromium.last_all_interactive
                    precise = [e for n, e in ours.items() if n in everything and e['role'] not in OURS_NOT_IN_CHROMIUM]
                    named = [n for n in matched if fold(theirs[n]['name']) == fold(ours[n]['name'])]
                    # Fallback join for what DOM identity could not pair (script-inserted nodes shift nth-of-type
                    # between engines): same role family and the same non-empty name. Counted for recall and
                    # precision, never for name agreement.
                    used = {id(e) for e in ours.values()}
                    spare = [e for e in counted if id(e) not in used]
                    rescued = set()
                    for n, node in theirs.items():
                        if n in ours or not fold(node['name']):
                            continue
                        for e in spare:
                            if fold(e['name']) == fold(node['name']) and family(e['role']) == family(node['role']):
                                spare.remove(e)
                                rescued.add(n)
                                break
                    matched_count = len(matched) + len(rescued)
                    t['chromium'] += len(theirs)
                    t['ours'] += len(elements)
                    t['ours_counted'] += len(counted)
                    t['matched'] += matched_count
                    t['identity'] += len(matched)
                    t['precise'] += len(precise) + len(rescued)
                    t['named'] += len(named)
                    if args.verbose:
                        unmatched = [n for n in theirs if n not in ours and n not in rescued]
                        missed = [dict(theirs[n], node=chromium.describe(n)) for n in unmatched[:args.show]]
                        extra = [(e['role'], e['name']) for n, e in ours.items()
                                 if n not in everything and e['role'] not in OURS_NOT_IN_CHROMIUM]
                        differ = [(ours[n]['name'], theirs[n]['name']) for n in matched if n not in named]
                        rel = os.path.relpath(path, args.corpora)
                        if missed or extra or differ:
                            k = args.show
                            print(f'  {rel}: missed {len(unmatched)} {missed} extra {len(extra)} {extra[:k]} '
                                  f'names {len(differ)} {differ[:k]}', file=sys.stderr)
    finally:
        chromium.close()

    def ratio(a, b):
        return a / b if b else 1.0
    all_t = {k: sum(t[k] for t in totals.values()) for k in next(iter(totals.values()))}
    report = {}
    for corpus, t in list(totals.items()) + [('all', all_t)]:
        report[corpus] = {
            'recall': round(ratio(t['matched'], t['chromium']), 4),
            'precision': round(ratio(t['precise'], t['ours_counted']), 4),
            'names': round(ratio(t['named'], t['identity']), 4),
            'chromium_nodes': t['chromium'], 'our_elements': t['ours'], 'matched': t['matched'],
        }
    print(json.dumps(report, indent=2))
    return 0


if __name__ == '__main__':
    sys.exit(main())
