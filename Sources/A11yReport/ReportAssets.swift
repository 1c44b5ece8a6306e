/// The report's style sheet and script (Reports.md). The script only enhances: it filters the
/// index's table and ties each item to its element in the picture; without it every page is
/// whole. It uses no modules and loads nothing, so pages work from `file://`.
enum ReportAssets {
    static let css = """
        :root { color-scheme: light; --text: #1b1b1f; --muted: #4a4a55; --link: #0b4fb3; --line: #c9c9d1;
          --error: #a4161a; --warning: #7a4d00; --note: #2f4f7f; --focus: #1a5fd0; --highlight: #fff4c2; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 16px/1.5 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
          color: var(--text); background: #fff; }
        a { color: var(--link); }
        a:focus-visible, select:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        .skip { position: absolute; left: 1rem; top: -3rem; background: #fff; padding: .5rem 1rem;
          border: 2px solid var(--focus); }
        .skip:focus { top: 1rem; }
        header.site, footer.site { padding: .75rem 1.5rem; border-bottom: 1px solid var(--line); }
        footer.site { border-top: 1px solid var(--line); border-bottom: none; color: var(--muted); font-size: .9rem; }
        main { padding: 1rem 1.5rem 2rem; max-width: 90rem; }
        h1 { font-size: 1.75rem; margin: .5rem 0; }
        h2 { font-size: 1.3rem; margin: 1.5rem 0 .5rem; }
        h3 { font-size: 1.1rem; }
        .meta, .scene { color: var(--muted); }
        .scene { font-size: .85rem; }
        table { border-collapse: collapse; margin: .5rem 0; }
        th, td { border: 1px solid var(--line); padding: .35rem .6rem; text-align: left; vertical-align: top; }
        thead th { background: #f1f1f4; }
        dl.glance { display: grid; grid-template-columns: max-content auto; gap: .25rem 1rem; }
        dl.glance dt { font-weight: 600; }
        dl.glance dd { margin: 0; }
        .filters { display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; align-items: center; margin: .5rem 0; }
        .filters select { font: inherit; padding: .2rem; }
        .filters .shown { margin: 0; color: var(--muted); }
        .level { display: inline-block; padding: 0 .4rem; border-radius: .25rem; font-size: .85rem; font-weight: 600;
          color: #fff; }
        .level-error { background: var(--error); }
        .level-warning { background: var(--warning); }
        .level-note { background: var(--note); }
        .columns { display: flex; flex-wrap: wrap; gap: 2rem; align-items: flex-start; }
        .picture { flex: 0 1 22rem; position: sticky; top: .5rem; }
        main, td, dd, li { overflow-wrap: anywhere; }
        @media (max-width: 40rem) {
          dl.glance { grid-template-columns: 1fr; }
          .picture { position: static; flex-basis: 100% !important; }
          main { padding: 1rem .75rem; }
        }
        .order { flex: 1 1 24rem; }
        svg.screen { width: 100%; max-height: 90vh; height: auto; font: bold 11px sans-serif; }
        svg.screen .device { fill: #f7f7f8; stroke: #222; stroke-width: 1.5; }
        svg.screen .views rect { fill: none; stroke: #9aa0a6; stroke-width: .5; }
        svg.screen .area { fill-opacity: .25; stroke-width: 1.5; }
        svg.screen .flagged .area { stroke: #c1121f; stroke-width: 3; stroke-dasharray: 6 3; }
        svg.screen text { fill: #fff; }
        svg.screen text.words { fill: #111; font-weight: normal; font-size: 10px; }
        svg.screen .active .area { fill-opacity: .6; stroke-width: 4; }
        ol.items { padding-left: 2.5rem; }
        ol.items > li { padding: .3rem .5rem; border-radius: .25rem; }
        ol.items > li.active { background: var(--highlight); }
        ol.items > li.flagged { border-left: 4px solid var(--error); }
        .hint, .braille { display: block; color: var(--muted); }
        .cells { font-size: 1.2rem; letter-spacing: .1rem; color: var(--text); }
        .item-findings { margin: .25rem 0; padding-left: 1.25rem; }
        ol.items audio { display: block; height: 2rem; margin: .25rem 0; }
        @media (prefers-reduced-motion: no-preference) { ol.items > li { transition: background .15s; } }
        """

    static let script = """
        (function () {
          'use strict';
          // The index: filter the screens by language, device and findings.
          var selects = document.querySelectorAll('select[data-filter]');
          var rows = document.querySelectorAll('table.screens tbody tr');
          var shown = document.querySelector('.filters .shown');
          var rank = { none: 0, note: 1, warning: 2, error: 3 };
          function filter() {
            var count = 0;
            rows.forEach(function (row) {
              var visible = true;
              selects.forEach(function (select) {
                var wanted = select.value, key = select.getAttribute('data-filter');
                if (!wanted) { return; }
                var have = row.getAttribute('data-' + key);
                if (key === 'level') {
                  visible = visible && (wanted === 'none' ? have === 'none' : rank[have] >= rank[wanted]);
                } else {
                  visible = visible && have === wanted;
                }
              });
              row.hidden = !visible;
              if (visible) { count += 1; }
            });
            if (shown) { shown.textContent = count + ' of ' + rows.length + ' pages shown'; }
          }
          selects.forEach(function (select) { select.addEventListener('change', filter); });
          if (selects.length) { filter(); }
          // A screen's page: an item and its element in the picture light up together.
          function light(number, on) {
            document.querySelectorAll('[data-item="' + number + '"]').forEach(function (node) {
              node.classList.toggle('active', on);
            });
          }
          document.querySelectorAll('ol.items > li[data-item]').forEach(function (item) {
            var number = item.getAttribute('data-item');
            ['focus', 'mouseenter'].forEach(function (name) {
              item.addEventListener(name, function () { light(number, true); });
            });
            ['blur', 'mouseleave'].forEach(function (name) {
              item.addEventListener(name, function () { light(number, false); });
            });
          });
          document.querySelectorAll('svg.screen g.element').forEach(function (group) {
            var number = group.getAttribute('data-item');
            group.addEventListener('mouseenter', function () { light(number, true); });
            group.addEventListener('mouseleave', function () { light(number, false); });
            group.addEventListener('click', function () {
              var item = document.getElementById('item-' + number);
              if (item) { item.focus(); }
            });
          });
        }());
        """
}
