"""Helpers shared by several test modules, so that no test module imports another one.

A test module is free to move or be rewritten; what two of them need lives here, under a name that
says what it does (``paths``, ``translation``, ``classroom_db``, ``lessons``, ``trainers``).
"""
