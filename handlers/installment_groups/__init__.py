"""The routes under /api/installment-groups: groups, their installments and their attachments.

Listed here in one table because their order matters: the fixed paths (`/installments`, `/attachments`,
`/logs`, ...) come before `/:id`, which would take them.
"""

from handlers.installment_groups.attachments import (
    AttachmentHandler,
    AttachmentsUploadHandler,
    GroupAttachmentsHandler,
)
from handlers.installment_groups.common import BASE
from handlers.installment_groups.installment_groups import (
    GroupHandler,
    GroupLogsHandler,
    GroupsHandler,
    ReminderHandler,
)
from handlers.installment_groups.installments import (
    BulkInstallmentsHandler,
    GroupInstallmentsHandler,
    InstallmentHandler,
    InstallmentsHandler,
    UnpaidInstallmentsHandler,
)
from handlers.reports import StatementHandler

routes = [
    (rf"{BASE}/attachments/?", AttachmentsUploadHandler),
    (rf"{BASE}/attachments/(?P<id>[^/]+)/?", AttachmentHandler),
    (rf"{BASE}/(?P<groupId>[^/]+)/attachments/?", GroupAttachmentsHandler),
    (rf"{BASE}/installments/unpaid/?", UnpaidInstallmentsHandler),
    (rf"{BASE}/installments/bulk/?", BulkInstallmentsHandler),
    (rf"{BASE}/installments/?", InstallmentsHandler),
    (rf"{BASE}/installments/(?P<id>[^/]+)/?", InstallmentHandler),
    (rf"{BASE}/(?P<groupId>[^/]+)/installments/?", GroupInstallmentsHandler),
    (rf"{BASE}/(?P<id>[^/]+)/statement/?", StatementHandler),
    (rf"{BASE}/?", GroupsHandler),
    (rf"{BASE}/logs/(?P<groupId>[^/]+)/?", GroupLogsHandler),
    (rf"{BASE}/sendReminder/?", ReminderHandler),
    (rf"{BASE}/(?P<id>[^/]+)/?", GroupHandler),
]
