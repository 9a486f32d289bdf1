"""Store layer: the Alembic side of opening a database — the migration scripts, the
revisions they know, and upgrading a schema to the newest (head).

Imported only when a database's schema is not the current one
(``migrate.open_database``): opening an up-to-date database never loads Alembic.
"""

from __future__ import annotations

from importlib.resources import files

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy.engine import Engine


def alembic_config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(files("floortool.store") / "migrations"))
    return config


def known_revisions() -> tuple[list[str], str]:
    """Every revision this version knows, and the newest (head)."""
    script = ScriptDirectory.from_config(alembic_config())
    head = script.get_current_head()
    assert head is not None
    return [rev.revision for rev in script.walk_revisions()], head


def upgrade(engine: Engine) -> None:
    """Bring the schema to head (a no-op when it is current)."""
    config = alembic_config()
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.upgrade(config, "head")
