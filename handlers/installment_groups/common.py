"""What the routes under /api/installment-groups share."""

from handlers.access import STAFF

BASE = r"/api/installment-groups"
# Who may read groups (each sees only the groups services.groups.visible gives them).
READERS = (*STAFF, "client")
GROUP_NOT_FOUND = "Installment group not found"
