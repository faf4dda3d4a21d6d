"""``python -m elevenkit serve``: the same as the console script ``elevenkit serve`` (:mod:`elevenkit.serving.cli`)."""

import sys

from elevenkit.serving.cli import main

sys.exit(main())
