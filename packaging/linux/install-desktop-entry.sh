#!/bin/sh
# Add floortool to the desktop's application menu for the current user:
# copies the desktop entry, AppStream metainfo and icons from share/ beside
# this script into ~/.local/share, pointing the entry at this folder's program.
# Run it again after moving the folder. To take floortool off the menu, delete
# ~/.local/share/applications/io.github.floortool.floortool.desktop.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
target=${XDG_DATA_HOME:-$HOME/.local/share}
app_id=io.github.floortool.floortool

mkdir -p "$target/applications" "$target/metainfo"
cp -R "$here/share/icons" "$target/"
cp "$here/share/metainfo/$app_id.metainfo.xml" "$target/metainfo/"
sed "s|^Exec=floortool|Exec=\"$here/floortool\"|" \
    "$here/share/applications/$app_id.desktop" > "$target/applications/$app_id.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$target/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$target/icons/hicolor" || true
echo "floortool added to the application menu ($target/applications/$app_id.desktop)"
