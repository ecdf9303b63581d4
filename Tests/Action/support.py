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


def workflow_commands(log):
    """The workflow commands the Actions runner would obey in `log`, as (command, line) pairs, parsed as
    actions/runner does: a line that starts with `::NAME` after white space, or holds `##[NAME` anywhere; and
    nothing between `::stop-commands::TOKEN` and `::TOKEN::`."""
    commands = []
    stopped = None
    for line in log.splitlines():
        stripped = line.lstrip()
        if stopped is not None:
            if stripped == f"::{stopped}::":
                stopped = None
            continue
        match = re.match(r"::([^ :]+)[^:]*::", stripped) if stripped.startswith("::") else None
        legacy = re.search(r"##\[([^\] ;]+)", line)
        if match:
            commands.append((match.group(1), line))
            if match.group(1) == "stop-commands":
                stopped = stripped[match.end():]
        elif legacy:
            commands.append((legacy.group(1), line))
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
