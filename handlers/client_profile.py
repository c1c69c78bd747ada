"""The signed-in client's own profile: its passport upload."""

from errors import UNAUTHORIZED, ApiError
from handlers.access import roles
from handlers.clients import PassportAnswer
from handlers.openapi import File, describe
from handlers.uploads import UploadHandler
from services.files import replace_passport


class ClientPassportHandler(UploadHandler):
    failure_message = "Error uploading passport"

    async def prepare(self) -> None:
        await super().prepare()
        if self.current_user.kind != "client":  # a super-admin passes role checks but has no passport
            raise ApiError(401, UNAUTHORIZED)

    # The client itself only; the earlier passport file is deleted.
    @roles("client", refused_status=401)
    @describe("The signed-in client uploads its own passport; replaces the earlier one",
              multipart={"passport": (File, "The passport scan (PDF, JPEG, PNG, WebP, HEIC or DOCX)")},
              responses={200: PassportAnswer, 400: "No file, or a file type that is not allowed",
                         401: "No valid session, or the caller is not a client"})
    async def post(self):
        upload = self.file("passport")
        if upload is None:
            raise ApiError(400, "No file uploaded")
        caller = self.current_user
        path = await replace_passport(self.db, caller.scope, caller.id, upload.filename, upload.data)
        self.answer({"message": "Passport uploaded successfully", "path": path})


routes = [(r"/api/client/profile/passport/?", ClientPassportHandler)]
