"""The manifest of the assets' hashes, which the app checks its installed files against.

    python tools/asset_manifest.py           # write assets/manifest.json from assets/
    python tools/asset_manifest.py --check   # exit 1, naming each file that differs

Run it after changing anything in ``assets/`` (``tests/test_assets.py`` fails until then);
``tools/build_bundle.py`` runs it before every build, so a bundle always carries the manifest
of the very files it holds.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scenes.ui.assets import MANIFEST_NAME, check, make_manifest  # noqa: E402

ASSETS = ROOT / "assets"


def write(folder: Path = ASSETS) -> Path:
    path = folder / MANIFEST_NAME
    text = json.dumps(make_manifest(folder), indent=1, sort_keys=True) + "\n"
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return path


def main(argv: list[str]) -> int:
    if "--check" in argv:
        damaged = check(ASSETS)
        for damage in damaged:
            print(f"{damage.name}: {damage.reason}")
        listed = set(json.loads((ASSETS / MANIFEST_NAME).read_text(encoding="utf-8"))["files"])
        unlisted = set(make_manifest(ASSETS)["files"]) - listed
        for name in sorted(unlisted):
            print(f"{name}: not in the manifest")
        return 1 if damaged or unlisted else 0
    print(write())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
