#!/usr/bin/env bash
# Makes the default webinar video of the funnel (client/public/media/webinar-default-v1.mp4): Hungarian title cards
# on the brand colours with a quiet tone under them, under a minute and under 2 MB, H.264/AAC in MP4 with the index
# at the front, so it starts playing before it has fully loaded. The site serves it itself; no video host is involved.
# Needs Debian's ffmpeg and fonts-dejavu-core. A new cut gets a new file name (-v2), since the file is cached for a year.
set -euo pipefail
cd "$(dirname "$0")/.."

OUTPUT=client/public/media/webinar-default-v1.mp4
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
CARD_SECONDS=6
FADE_SECONDS=0.5
SIZE=1280x720
FPS=25

CARDS=(
  "PatikaChat webinárium|AI asszisztens a gyógyszertárban"
  "1. Gyakorlati megoldások|Hogyan válaszol a chatbot éjjel-nappal"
  "2. Költséghatékony módszerek|Kevesebb telefon, több kiszolgált beteg"
  "3. Személyre szabott tanácsok|Az Ön patikájára hangolva"
  "Adatvédelem és biztonság|GDPR-konform működés"
  "Köszönjük a figyelmet!|Nézze meg különleges ajánlatunkat"
)
# Brand teal and deep navy, in turn.
COLOURS=("0x1f7a6e" "0x0b2e3f")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

inputs=()
filters=""
for index in "${!CARDS[@]}"; do
  IFS='|' read -r title subtitle <<<"${CARDS[$index]}"
  # Text goes through files, so accents and punctuation need no escaping in the filter graph.
  printf '%s' "$title" >"$work/title-$index.txt"
  printf '%s' "$subtitle" >"$work/subtitle-$index.txt"
  colour=${COLOURS[$((index % 2))]}
  inputs+=(-f lavfi -t "$CARD_SECONDS" -i "color=c=${colour}:s=${SIZE}:r=${FPS}")
  filters+="[$index:v]drawtext=fontfile=${BOLD}:textfile=$work/title-$index.txt:fontcolor=white:fontsize=64:x=(w-text_w)/2:y=(h/2)-80,"
  filters+="drawtext=fontfile=${FONT}:textfile=$work/subtitle-$index.txt:fontcolor=0xd5f2ec:fontsize=38:x=(w-text_w)/2:y=(h/2)+20,"
  filters+="drawbox=x=(iw/2)-60:y=(ih/2)-2-110:w=120:h=4:color=0xe8913a:t=fill,format=yuv420p[card$index];"
done

# Cross-fade the cards one into the next.
count=${#CARDS[@]}
previous="card0"
for ((index = 1; index < count; index++)); do
  offset=$(awk "BEGIN { print $index * ($CARD_SECONDS - $FADE_SECONDS) }")
  filters+="[$previous][card$index]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset}[fade$index];"
  previous="fade$index"
done
total=$(awk "BEGIN { print $count * $CARD_SECONDS - ($count - 1) * $FADE_SECONDS }")

# A soft A3 with its fifth, quiet, fading in and out.
filters+="sine=frequency=220:duration=${total}[low];sine=frequency=330:duration=${total}[high];"
filters+="[low][high]amix=inputs=2,volume=-30dB,afade=t=in:d=2,afade=t=out:st=$(awk "BEGIN { print $total - 2 }"):d=2[audio]"

mkdir -p "$(dirname "$OUTPUT")"
ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" \
  -filter_complex "$filters" -map "[$previous]" -map "[audio]" \
  -c:v libx264 -profile:v main -preset slow -crf 30 -tune stillimage -pix_fmt yuv420p -r "$FPS" \
  -c:a aac -b:a 64k -ac 2 -ar 44100 -movflags +faststart -t "$total" "$OUTPUT"

ffprobe -v error -show_entries format=duration,size -of default=noprint_wrappers=1 "$OUTPUT"
