// cham: the few lines that make pages live, without a framework.
//
// An element with data-live="URL" is refreshed from URL every data-every
// milliseconds (default 2000) until the fragment it gets holds an element
// with data-final: a submission being judged, the scoreboard, the news.
// An element with data-deadline (Unix milliseconds) counts down to it.
(function () {
  "use strict";

  function refresh(el) {
    var every = parseInt(el.getAttribute("data-every") || "2000", 10);
    var url = el.getAttribute("data-live");
    var timer = function () {
      fetch(url, { credentials: "same-origin", headers: { "X-Live": "1" }, cache: "no-store" })
        .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
        .then(function (html) {
          el.innerHTML = html; // HTML escaped by the server's templates
          if (!el.querySelector("[data-final]")) {
            setTimeout(timer, every);
          }
        })
        .catch(function () { setTimeout(timer, every * 3); });
    };
    if (!el.querySelector("[data-final]")) {
      setTimeout(timer, every);
    }
  }

  function pad(n) { return (n < 10 ? "0" : "") + n; }

  function countdown(el) {
    var deadline = parseInt(el.getAttribute("data-deadline"), 10);
    var tick = function () {
      var left = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      var h = Math.floor(left / 3600), m = Math.floor(left % 3600 / 60), s = left % 60;
      el.textContent = (h > 0 ? h + ":" : "") + pad(m) + ":" + pad(s);
      if (left > 0) {
        setTimeout(tick, 1000);
      } else if (el.hasAttribute("data-reload")) {
        setTimeout(function () { location.reload(); }, 1500);
      }
    };
    tick();
  }

  document.querySelectorAll("[data-live]").forEach(refresh);
  document.querySelectorAll("[data-deadline]").forEach(countdown);
})();
