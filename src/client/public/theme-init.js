// Applies the saved theme before the first paint (no flash). Key `theme`: light, dark or system.
(function () {
  var t = null;
  try {
    t = localStorage.getItem('theme');
  } catch {
    // Storage can be blocked (private mode); the system theme applies then.
  }
  if (t !== 'light' && t !== 'dark') t = 'system';
  var dark =
    t === 'dark' || (t === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.add(dark ? 'dark' : 'light');
})();
