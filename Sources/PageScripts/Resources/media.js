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
  const playing = all.filter((m) => !m.paused && !m.ended);
  const m = largestMedia(playing.length ? playing : all);
  m.currentTime = 0;
  const started = m.play();
  if (started && started.catch) started.catch(() => {});
  return { ok: true, detail: 'restarted', name: mediaKind(m), ...stateOf(null) };
}
