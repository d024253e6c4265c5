// A page's own video and audio, paused and played where it has no Pause or Play button of its own ("pause the
// video"). Part of the page scripts' one closure (PageScripts.files), used by actions.js.

/** The page's video and audio that can play: a source, and no error loading it. */
function playable() {
  return Array.from(document.querySelectorAll('video, audio'))
    .filter((m) => (m.currentSrc || m.src || m.querySelector('source')) && !m.error);
}

function mediaKind(m) { return m.localName === 'audio' ? 'audio' : 'video'; }

/** The largest of some videos or audios on screen, else the first. */
function largestMedia(list) {
  const area = (m) => { const b = boxOf(m); return b ? Math.max(0, b.width) * Math.max(0, b.height) : 0; };
  return list.reduce((best, x) => (area(x) > area(best) ? x : best));
}

/** What plays (the largest of them), else the largest of all: what "restart", "louder" and "go back" act on. */
function currentMedia(all) {
  const playing = all.filter((m) => !m.paused && !m.ended);
  return largestMedia(playing.length ? playing : all);
}

/** Pauses what plays, or plays the largest paused video or audio in view (else the first): "pause the video". */
function media(play) {
  const all = playable();
  if (!all.length) return { ok: false, detail: 'no media', ...stateOf(null) };
  if (!play) {
    const playing = all.filter((m) => !m.paused && !m.ended);
    if (!playing.length) return { ok: false, detail: 'not playing', name: mediaKind(all[0]), ...stateOf(null) };
    for (const m of playing) m.pause();
    return { ok: true, detail: 'paused', name: mediaKind(playing[0]), ...stateOf(null) };
  }
  const paused = all.filter((m) => m.paused);
  if (!paused.length) return { ok: false, detail: 'playing', name: mediaKind(all[0]), ...stateOf(null) };
  const m = largestMedia(paused);
  const started = m.play();
  if (started && started.catch) started.catch(() => {});
  return { ok: true, detail: 'playing', name: mediaKind(m), ...stateOf(null) };
}

/** "Restart the video": what plays (else the largest) from its start, playing. */
function restartMedia() {
  const all = playable();
  if (!all.length) return { ok: false, detail: 'no media', ...stateOf(null) };
  const m = currentMedia(all);
  m.currentTime = 0;
  const started = m.play();
  if (started && started.catch) started.catch(() => {});
  return { ok: true, detail: 'restarted', name: mediaKind(m), ...stateOf(null) };
}

/** "Turn the volume up": what plays (else the largest) a quarter louder or quieter; louder turns a muted one's sound on
 *  first. All the way ("turn the volume all the way up"): to its full volume, its sound on, or to none. The detail is
 *  'volume N' (percent), 'unmuted', 'loudest' or 'silent'. */
function mediaVolume(up, allTheWay) {
  const all = playable();
  if (!all.length) return { ok: false, detail: 'no media', ...stateOf(null) };
  const m = currentMedia(all);
  const kind = mediaKind(m);
  if (allTheWay) {
    if (up ? m.volume >= 1 && !m.muted : m.volume <= 0 || m.muted) return { ok: false, detail: up ? 'loudest' : 'silent', name: kind, ...stateOf(null) };
    m.volume = up ? 1 : 0;
    if (up) m.muted = false;
    return { ok: true, detail: 'volume ' + Math.round(m.volume * 100), name: kind, ...stateOf(null) };
  }
  if (up && m.muted) { m.muted = false; return { ok: true, detail: 'unmuted', name: kind, ...stateOf(null) }; }
  if (up ? m.volume >= 1 : m.volume <= 0 || m.muted) return { ok: false, detail: up ? 'loudest' : 'silent', name: kind, ...stateOf(null) };
  m.volume = Math.max(0, Math.min(1, Math.round((m.volume + (up ? 0.25 : -0.25)) * 4) / 4));
  return { ok: true, detail: 'volume ' + Math.round(m.volume * 100), name: kind, ...stateOf(null) };
}

/** "Mute the song", "turn the sound back on", where the page has no Mute button of its own: every one of its videos and
 *  audios muted, or what plays (else the largest) unmuted (at a quarter of its volume when that was nothing). The
 *  detail is 'muted' or 'unmuted'; ok false when it was so already. */
function muteMedia(mute) {
  const all = playable();
  if (!all.length) return { ok: false, detail: 'no media', ...stateOf(null) };
  if (mute) {
    const audible = all.filter((m) => !m.muted);
    for (const m of audible) m.muted = true;
    return { ok: audible.length > 0, detail: 'muted', name: mediaKind(currentMedia(audible.length ? audible : all)), ...stateOf(null) };
  }
  const m = currentMedia(all);
  const silent = m.muted || m.volume <= 0;
  m.muted = false;
  if (m.volume <= 0) m.volume = 0.25;
  return { ok: silent, detail: 'unmuted', name: mediaKind(m), ...stateOf(null) };
}

/** "Go back ten seconds": what plays (else the largest) that many seconds back or forward, within its length. The
 *  detail is 'at N' (whole seconds from its start). */
function seekMedia(by) {
  const all = playable();
  if (!all.length || !isFinite(by)) return { ok: false, detail: 'no media', ...stateOf(null) };
  const m = currentMedia(all);
  const end = isFinite(m.duration) ? m.duration : Infinity;
  m.currentTime = Math.max(0, Math.min(end, m.currentTime + by));
  return { ok: true, detail: 'at ' + Math.floor(m.currentTime), name: mediaKind(m), ...stateOf(null) };
}

/** The image a person means by "this image": the one with the most of itself on screen (at least 32×32 px seen), its
 *  address as `detail` and its text alternative (else its file's name) as `name`. */
function imageInView() {
  const width = document.documentElement.clientWidth, height = document.documentElement.clientHeight;
  let best = null, most = 0;
  for (const img of document.querySelectorAll('img')) {
    const src = img.currentSrc || img.src, r = rectOf(img);
    const w = Math.min(r.right, width) - Math.max(r.left, 0), h = Math.min(r.bottom, height) - Math.max(r.top, 0);
    if (!src || w < 32 || h < 32 || w * h <= most) continue;
    best = img;
    most = w * h;
  }
  if (!best) return { ok: false, detail: 'no image', ...stateOf(null) };
  const src = best.currentSrc || best.src;
  return { ok: true, detail: src, name: clean(attr(best, 'alt') || '') || src.split('/').pop().split('?')[0], ...stateOf(null) };
}

/** The `media` action: 'play', 'pause', 'restart', 'louder' / 'quieter' (a quarter), 'loudest' / 'quietest' (all the
 *  way), 'mute' / 'unmute', 'seek N' (seconds), 'present' (whether the page has anything that plays). */
function mediaOp(value) {
  if (['louder', 'quieter', 'loudest', 'quietest'].includes(value)) return mediaVolume(value.startsWith('loud'), value.endsWith('est'));
  if (value === 'mute' || value === 'unmute') return muteMedia(value === 'mute');
  if (value === 'present') return { ok: playable().length > 0 };
  if (value.startsWith('seek ')) return seekMedia(Number(value.slice(5)));
  return value === 'restart' ? restartMedia() : media(value === 'play');
}
