"""What the player is told about their data: ``Notice`` and the messages it carries."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.i18n import N_, _

# Player-visible notices (translated when shown, so a language change applies to them).
MSG_SETTINGS_RESET = N_(
    "The settings could not be read and were reset. The old file was kept as {name}."
)
MSG_STATS_RESET = N_(
    "The statistics could not be read and were reset. The old file was kept as {name}."
)
MSG_SAVEGAME_LOST = N_("The saved game could not be restored. The file was kept as {name}.")
MSG_SETTINGS_REPAIRED = N_(
    "Some settings could not be read and were reset. A copy of the old file was kept as {name}."
)
MSG_STATS_REPAIRED = N_(
    "Some statistics could not be read and were reset. "
    "A copy of the old file was kept as {name}."
)
MSG_HISTORY_ASIDE = N_(
    "A game in the history of your last games could not be read and was set aside; "
    "everything else is kept. A copy of the old file was kept as {name}."
)
MSG_UNTOUCHABLE = N_(
    "The file {name} could not be read or moved aside. It is left as it is, "
    "and changes to it will not be saved."
)
MSG_DISK_FULL = N_("The disk is full: your progress could not be saved.")
MSG_READ_ONLY = N_("The data folder is read-only: your progress could not be saved.")
MSG_WRITE_FAILED = N_("Your progress could not be saved ({error}).")
MSG_FOLDER_UNUSABLE = N_(
    "The data folder {folder} cannot be opened ({error}). Nothing is read from it or saved "
    "to it: settings and statistics start from their defaults."
)
MSG_RESULT_PENDING = N_(
    "The result of this game could not be saved yet. It is kept, and saved as soon as "
    "the disk takes it."
)
MSG_RESULT_SAVED = N_("The result of your last game is saved now.")
MSG_IN_USE = N_(
    "Solitaire is already running with the data folder {folder}. Close it first: two games "
    "sharing one folder would count games twice."
)
MSG_LOCK_REFUSED = N_(
    "Solitaire cannot lock {path} ({reason}), so it does not start: a second game on the data "
    "folder {folder} would count games twice. Remove {path}, or choose another data folder."
)
MSG_UNUSABLE_FOLDER = N_(
    "Solitaire cannot keep anything in the data folder {folder} ({reason}): it starts, but "
    "saves nothing. Choose another data folder to keep your games."
)


@dataclass(frozen=True)
class Notice:
    """Something the player should be told about their data; ``message`` is translated."""

    msgid: str
    params: dict[str, str] = field(default_factory=dict)
    kept_as: Path | None = None  # where a bad file was put aside, if it was

    @property
    def message(self) -> str:
        return _(self.msgid).format(**self.params)

    def __str__(self) -> str:
        return self.message
