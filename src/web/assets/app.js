// The web app's one script (docs/web.md). Every page works without it; it only enhances:
//  - forms marked `data-inline` are sent in the background and the elements named by their
//    `data-swap` ids are replaced from the page the server answers with (post/redirect/get, so the
//    answer is the page the browser would have loaded);
//  - keyboard: in a list marked `data-items`, j/k move between its `data-item` rows; a key names the
//    button or link of the current row marked `data-key="<key>"`, or anywhere on the page marked
//    `data-page-key="<key>"`; `?` shows the shortcuts;
//  - live progress: an element with an id and `data-poll="<seconds>"` is replaced from the same page
//    fetched again every so many seconds, until the new one no longer asks to be polled (a run
//    that finished); without the script, reloading shows the same;
//  - copy buttons (`data-copy`), hidden until the script can copy;
//  - a time zone select marked `data-browser-zone` (the member has not chosen one) selects this
//    browser's zone, and says so in the hint it is described by.
// After editing, run `npm run web:assets`.
(function () {
  "use strict";

  function announce(text, isError) {
    var region = document.getElementById("live");
    if (!region) return;
    region.textContent = "";
    region.className = isError ? "flash error" : "visually-hidden";
    region.textContent = text;
  }

  function swapFrom(doc, ids) {
    ids.forEach(function (id) {
      var mine = document.getElementById(id);
      if (!mine) return;
      var theirs = doc.getElementById(id);
      if (theirs) mine.replaceWith(document.importNode(theirs, true));
      else mine.remove();
    });
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-inline") || !window.fetch || !window.DOMParser) return;
    event.preventDefault();
    var ids = (form.getAttribute("data-swap") || "").split(/\s+/).filter(Boolean);
    var row = form.closest("[data-item]");
    var rowIndex = row ? items().indexOf(row) : -1;
    var buttons = form.querySelectorAll("button");
    buttons.forEach(function (b) { b.disabled = true; });
    fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(new FormData(form)),
      credentials: "same-origin",
      headers: { Accept: "text/html" },
    })
      .then(function (res) {
        return res.text().then(function (html) {
          var doc = new DOMParser().parseFromString(html, "text/html");
          if (!res.ok) {
            var problem = doc.querySelector("[data-problem]");
            announce(problem ? problem.textContent.trim() : "That did not work (" + res.status + "). Reload the page and try again.", true);
            buttons.forEach(function (b) { b.disabled = false; });
            return;
          }
          swapFrom(doc, ids);
          var done = form.getAttribute("data-done");
          if (done) announce(done, false);
          if (rowIndex >= 0) focusItem(Math.min(rowIndex, items().length - 1));
        });
      })
      .catch(function () {
        // The network failed: send the form the ordinary way.
        form.submit();
      });
  });

  // ---- keyboard

  var current = -1;

  function items() {
    var list = document.querySelector("[data-items]");
    return list ? Array.prototype.slice.call(list.querySelectorAll("[data-item]")) : [];
  }

  function focusItem(index) {
    var all = items();
    if (!all.length || index < 0) return;
    all.forEach(function (el) { el.classList.remove("current"); });
    current = Math.max(0, Math.min(index, all.length - 1));
    var el = all[current];
    el.classList.add("current");
    var target = el.querySelector("[data-primary]") || el.querySelector("a, button");
    if (target) target.focus();
    el.scrollIntoView({ block: "nearest" });
  }

  function typing(el) {
    return el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
  }

  document.addEventListener("focusin", function (event) {
    var row = event.target.closest && event.target.closest("[data-item]");
    if (row) current = items().indexOf(row);
  });

  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    var key = event.key;
    if (key === "j" || key === "k") {
      if (!items().length) return;
      event.preventDefault();
      focusItem(current < 0 ? 0 : current + (key === "j" ? 1 : -1));
      return;
    }
    if (key === "?") {
      var help = document.getElementById("shortcuts");
      if (help) {
        event.preventDefault();
        help.hidden = !help.hidden;
      }
      return;
    }
    if (!/^[a-z]$/.test(key)) return;
    var row = items()[current];
    var target = (row && row.querySelector('[data-key="' + key + '"]')) || document.querySelector('[data-page-key="' + key + '"]');
    if (target) {
      event.preventDefault();
      target.click();
    }
  });

  // ---- time zone: suggest the browser's where none is chosen (without the script: UTC)

  document.querySelectorAll("select[data-browser-zone]").forEach(function (select) {
    var zone;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch (e) {
      return;
    }
    var known = Array.prototype.some.call(select.options, function (o) { return o.value === zone; });
    if (!zone || !known || select.value === zone) return;
    select.value = zone;
    var hint = document.getElementById(select.getAttribute("aria-describedby") || "");
    if (hint && hint.hasAttribute("data-browser-zone-hint")) hint.textContent = hint.getAttribute("data-browser-zone-hint");
  });

  // ---- live progress: refresh a region while what it shows is under way

  function poll(el) {
    var seconds = Number(el.getAttribute("data-poll"));
    if (!el.id || !(seconds > 0) || !window.fetch || !window.DOMParser) return;
    setTimeout(function () {
      fetch(location.href, { credentials: "same-origin", headers: { Accept: "text/html" } })
        .then(function (res) { return res.ok ? res.text() : null; })
        .then(function (html) {
          var mine = document.getElementById(el.id);
          if (!mine) return;
          var theirs = html && new DOMParser().parseFromString(html, "text/html").getElementById(el.id);
          if (!theirs) return poll(mine);
          var next = document.importNode(theirs, true);
          mine.replaceWith(next);
          if (next.hasAttribute("data-poll")) poll(next);
          else announce(next.getAttribute("data-done") || "Finished.", false);
        })
        .catch(function () { poll(el); });
    }, seconds * 1000);
  }
  document.querySelectorAll("[data-poll]").forEach(poll);

  // ---- copy: a button marked `data-copy="<id>"` copies that element's text (hidden without the script)

  if (navigator.clipboard) {
    document.querySelectorAll("button[data-copy]").forEach(function (button) {
      button.hidden = false;
      button.addEventListener("click", function () {
        var source = document.getElementById(button.getAttribute("data-copy") || "");
        if (!source) return;
        var text = "value" in source ? source.value : source.textContent;
        navigator.clipboard.writeText(text).then(
          function () { announce("Copied.", false); },
          function () { announce("Could not copy: select the text and copy it.", true); }
        );
      });
    });
  }
})();
