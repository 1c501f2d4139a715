#!/bin/sh
# Regenerates src/app/(site)/fonts/inter-latin-wght-normal.woff2 from @fontsource-variable/inter:
# the same Latin subset and glyphs, with the weight axis cut to 400-700, the weights the site sets
# (font-normal, -medium, -semibold, -bold; <strong> and <th> are 700). 48.3 KB -> 34.5 KB.
# Needs fontTools with brotli: `apt-get install -y python3-fonttools python3-brotli` (Debian's
# /usr/bin/python3). A weight outside 400-700 would be clamped to the nearest end: widen the range
# here, and the `font-weight` of the @font-face in globals.css, before using one.
set -eu
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out='src/app/(site)/fonts/inter-latin-wght-normal.woff2'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
py=${PYTHON:-/usr/bin/python3}
"$py" -m fontTools.varLib.instancer "$src" wght=400:700 -o "$tmp/inter.ttf"
"$py" -m fontTools.subset "$tmp/inter.ttf" --unicodes='*' --layout-features='*' --name-IDs='*' --name-legacy --name-languages='*' \
  --notdef-outline --flavor=woff2 \
  --output-file="$out"
ls -l "$out"
