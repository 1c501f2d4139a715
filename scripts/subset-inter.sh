#!/bin/sh
# Regenerates the English pages' Inter files in src/app/(site)/fonts/ from @fontsource-variable/inter:
# its Latin glyphs, the weight axis cut to 400-700 (the weights the site sets:
# font-normal, -medium, -semibold, -bold; <strong> and <th> are 700), split in two by unicode range
# as globals.css declares them:
#   inter-latin-basic-wght-normal.woff2  ASCII, Latin-1 punctuation and signs, general punctuation:
#                                        every English page needs it (23.6 KB)
#   inter-latin-ext-wght-normal.woff2    accented letters (é, ü, Œ…): fetched only by a page that
#                                        shows one (8 KB)
# One file of both was 34.5 KB on every English page. Needs fontTools with brotli:
# `apt-get install -y python3-fonttools python3-brotli` (Debian's /usr/bin/python3). A weight outside
# 400-700 would be clamped to the nearest end: widen the range here, and the `font-weight` of the
# @font-face rules in globals.css, before using one. Keep the ranges equal to globals.css's.
set -eu
# The OpenType features text needs (kerning, contextual forms, accents and mark placement, local
# forms) and the one the site asks for (tnum: `tabular-nums`). The fraction and numerator/denominator
# forms Inter also carries are used nowhere: 2.5 KB less on every English page.
features='kern,liga,calt,ccmp,locl,mark,mkmk,tnum,case'
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out='src/app/(site)/fonts'
basic='U+0000-00BF,U+00D7,U+00F7,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
ext='U+00C0-00D6,U+00D8-00F6,U+00F8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-0309,U+0323,U+0329'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
py=${PYTHON:-/usr/bin/python3}
"$py" -m fontTools.varLib.instancer "$src" wght=400:700 -o "$tmp/inter.ttf"
for part in basic ext; do
  eval "range=\$$part"
  "$py" -m fontTools.subset "$tmp/inter.ttf" --unicodes="$range" --layout-features="$features" --name-IDs='*' \
    --name-legacy --name-languages='*' --notdef-outline --flavor=woff2 \
    --output-file="$out/inter-latin-$part-wght-normal.woff2"
done
rm -f "$out/inter-latin-wght-normal.woff2"
ls -l "$out"
