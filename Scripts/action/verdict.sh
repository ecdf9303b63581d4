#!/usr/bin/env bash
# The review action's last step (action.yml): fails the job, after the report and the comment, when the review
# step's verdict (ACTIONABLE_VERDICT) says the check fails; an empty verdict passes.
set -euo pipefail
# shellcheck source=Scripts/action/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

if [ -n "${ACTIONABLE_VERDICT:-}" ]; then
    workflow_command error "actionable review" "$ACTIONABLE_VERDICT"
    exit 1
fi
