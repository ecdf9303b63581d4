"""Shared helpers of the action's tests."""

import hashlib
import io
import os
import re
import shutil
import subprocess
import tarfile
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPTS = os.path.join(ROOT, "Scripts", "action")


def own_version():
    """The newest release in Sources/ActionableCore/Version.swift: what the action installs by default."""
    with open(os.path.join(ROOT, "Sources", "ActionableCore", "Version.swift"), encoding="utf-8") as file:
        for line in file:
            if "static let release" in line:
                return line.split('"')[1]
    raise AssertionError("no version in Version.swift")


def fake_archive(version, platform):
    """A release archive whose `actionable` prints `VERSION PLATFORM`."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        def add(name, text, mode):
            data = text.encode()
            info = tarfile.TarInfo(name)
            info.size = len(data)
            info.mode = mode
            info.mtime = 0
            archive.addfile(info, io.BytesIO(data))
        add(f"actionable-{version}-{platform}/bin/actionable", f"#!/bin/sh\necho '{version} {platform}'\n", 0o755)
        add(f"actionable-{version}-{platform}/LICENSE", "MIT\n", 0o644)
    return buffer.getvalue()


# The commands actions/runner registers (ActionCommandManager's extensions), compared without case.
REGISTERED_COMMANDS = {"set-env", "set-output", "save-state", "add-mask", "add-path", "add-matcher", "remove-matcher",
                       "debug", "warning", "error", "notice", "group", "endgroup", "echo", "stop-commands"}


class WorkflowCommand:
    """One command the runner obeys: its name, properties (unescaped as the runner does) and data, and its line."""

    def __init__(self, name, properties, data, line):
        self.name, self.properties, self.data, self.line = name, properties, data, line

    def __iter__(self):  # (name, line), as the older callers unpack it
        return iter((self.name, self.line))


def _unescape(text, mappings):
    for token, replacement in mappings:
        text = text.replace(replacement, token)
    return text


_DATA = [("\r", "%0D"), ("\n", "%0A"), ("%", "%25")]
_PROPERTY = [("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C"), ("%", "%25")]
_LEGACY = [(";", "%3B"), ("\r", "%0D"), ("\n", "%0A"), ("]", "%5D"), ("%", "%25")]


def _properties(text, separator, mappings):
    """`name=value` pairs separated by `separator`, empty parts skipped, values unescaped with `mappings`."""
    properties = {}
    for item in [part for part in text.split(separator) if part]:
        pair = [part for part in item.split("=", 1) if part]
        if len(pair) == 2:
            properties[pair[0].lower()] = _unescape(pair[1], mappings)
    return properties


def _parse_v2(line, registered):
    message = line.lstrip()
    if not message.startswith("::"):
        return None
    end = message.find("::", 2)
    if end < 0:
        return None
    info = message[2:end]
    space = info.find(" ")
    name = info if space < 0 else info[:space]
    if name.lower() not in registered:
        return None
    properties = _properties(info[space + 1:].strip() if space > 0 else "", ",", _PROPERTY)
    return WorkflowCommand(name.lower(), properties, _unescape(message[end + 2:], _DATA), line)


def _parse_legacy(line, registered):
    start = line.find("##[")
    if start < 0:
        return None
    end = line.find("]", start)
    if end < 0:
        return None
    info = line[start + 3:end]
    space = info.find(" ")
    name = info if space < 0 else info[:space]
    if name.lower() not in registered:
        return None
    properties = _properties(info[space + 1:] if space > 0 else "", ";", _LEGACY)
    return WorkflowCommand(name.lower(), properties, _unescape(line[end + 1:], _LEGACY), line)


def workflow_commands(log):
    """The workflow commands the Actions runner obeys in `log`, parsed as actions/runner's ActionCommandManager
    does, line by line: a `::NAME ...::DATA` command (after white space) whose name is registered, else a legacy
    `##[NAME ...]DATA` anywhere in the line; after `stop-commands` only the line whose command is the token resumes,
    and nothing before it is obeyed. Lines end at LF (the runner reads a step's output by lines)."""
    commands = []
    registered = set(REGISTERED_COMMANDS)
    stopped = None
    for line in log.replace("\r\n", "\n").split("\n"):
        command = _parse_v2(line, registered) or _parse_legacy(line, registered)
        if command is None:
            continue
        if stopped is not None:
            if command.name == stopped:
                registered.discard(stopped)
                stopped = None
            continue
        commands.append(command)
        if command.name == "stop-commands":
            stopped = command.data.lower()
            registered.add(stopped)
    return commands


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def run_git(arguments, cwd):
    subprocess.run(
        ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "init.defaultBranch=main",
         "-c", "protocol.file.allow=always"] + arguments,
        cwd=cwd, check=True, capture_output=True, text=True)


def git_output(arguments, cwd):
    return subprocess.run(["git"] + arguments, cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()


class ScratchTestCase(unittest.TestCase):
    """A test with a temporary directory of its own, removed afterwards."""

    def setUp(self):
        self.scratch = tempfile.mkdtemp(prefix="actionable-action-test.")
        self.addCleanup(shutil.rmtree, self.scratch, True)

    def path(self, *parts):
        return os.path.join(self.scratch, *parts)

    def write(self, relative, text):
        target = self.path(relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as file:
            file.write(text)
        return target

    def read(self, relative):
        with open(self.path(relative), encoding="utf-8") as file:
            return file.read()

    def runner_env(self, **extra):
        """The variables a runner sets, with empty output files."""
        os.makedirs(self.path("runner-temp"), exist_ok=True)
        for name in ("output", "path", "summary"):
            open(self.path(name), "w").close()
        env = {
            "PATH": os.environ["PATH"],
            "HOME": os.environ.get("HOME", self.scratch),
            "RUNNER_TEMP": self.path("runner-temp"),
            "GITHUB_OUTPUT": self.path("output"),
            "GITHUB_PATH": self.path("path"),
            "GITHUB_STEP_SUMMARY": self.path("summary"),
        }
        env.update({name: str(value) for name, value in extra.items()})
        return env
