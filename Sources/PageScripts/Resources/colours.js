// Colours: the colour a person sees an element in, by a plain name ("the red button", "el botón verde").

/** An rgb() or rgba() colour as [r, g, b, a]; null when it is none. */
function rgbaOf(s) {
  const m = /rgba?\(([^)]*)\)/.exec(s || '');
  if (!m) return null;
  const p = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
  return p.length >= 3 ? [p[0], p[1], p[2], p.length > 3 ? p[3] : 1] : null;
}

/** The colour behind each element, for one scan (siblings share what is behind them). */
let backdrops = new $Map();

/** The colour behind an element: the first opaque or gradient background of it or its ancestors (white when none is). */
function backdropOf(el) {
  const walked = [];
  let found = null;
  for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
    if (backdrops.has(e)) { found = backdrops.get(e); break; }
    walked.push(e);
    found = backgroundOf(e);
    if (found) break;
  }
  const c = found || [255, 255, 255, 1];
  for (const e of walked) backdrops.set(e, c);
  return c;
}

/** A colour's plain name: black, white or grey, else its hue's (red, orange, brown, yellow, green, blue, purple, pink). */
function colourName(rgb) {
  const [r, g, b] = rgb.map((v) => v / 255);
  const max = Math.max(r, g, b), min = Math.min(r, g, b), l = (max + min) / 2, d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (l < 0.12) return 'black';
  if (l > 0.93) return 'white';
  if (s < 0.2 || d < 0.12) return 'grey';
  let h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h *= 60;
  if (h < 15 || h >= 345) return l > 0.75 ? 'pink' : 'red';
  if (h < 45) return l < 0.4 ? 'brown' : 'orange';
  if (h < 70) return 'yellow';
  if (h < 165) return 'green';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return 'pink';
}

/** The colour a gradient background shows (the mean of its opaque stops: a button drawn from light to dark blue is
 *  blue); null for none. */
function gradientOf(style) {
  const image = style.backgroundImage || '';
  if (image.indexOf('gradient(') < 0) return null;
  const stops = (image.match(/rgba?\([^)]*\)/g) || []).map(rgbaOf).filter((c) => c && c[3] >= 0.5);
  if (!stops.length) return null;
  const mean = (i) => stops.reduce((sum, c) => sum + c[i], 0) / stops.length;
  return [mean(0), mean(1), mean(2), 1];
}

/** An element's own background: its gradient's colour (painted over its background colour), else its colour where
 *  opaque; null for neither. */
function backgroundOf(el, style = call($getComputedStyle, window, el)) {
  const bg = rgbaOf(style.backgroundColor);
  return gradientOf(style) || (bg && bg[3] >= 0.5 ? bg : null);
}

/** The colour a person sees an element in: its background (or its one child's, a link around a styled box) where that
 *  stands out from what is behind it (a red button, a blue gradient), else its text's where that is a colour (a red link); '' for
 *  neither (a plain button, black text). */
function colourOf(el) {
  const style = call($getComputedStyle, window, el);
  let box = el, bg = backgroundOf(el, style);
  if (!bg && el.childElementCount === 1) {
    box = el.firstElementChild;
    bg = backgroundOf(box);
  }
  if (bg) {
    const behind = backdropOf(box.parentElement);
    if (Math.abs(bg[0] - behind[0]) + Math.abs(bg[1] - behind[1]) + Math.abs(bg[2] - behind[2]) > 90) return colourName(bg);
  }
  const fg = rgbaOf(style.color);
  if (!fg || fg[3] < 0.5) return '';
  const named = colourName(fg);
  return named === 'black' || named === 'grey' || named === 'white' ? '' : named;
}
