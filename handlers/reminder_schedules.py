"""Placeholder: being written."""

routes: list = []
