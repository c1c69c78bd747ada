// The set-password page: posts the token and the new password to POST /api/auth/reset-password.
(function () {
  var form = document.getElementById("form");
  var message = document.getElementById("message");
  var button = document.getElementById("submit");
  function show(kind, text) { message.className = kind; message.textContent = text; }
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var password = document.getElementById("password").value;
    if (password !== document.getElementById("confirm").value) {
      show("error", "The two passwords are not the same."); return;
    }
    button.disabled = true;
    fetch("/api/auth/reset-password", {
      method: "POST", headers: {"Content-Type": "application/json"}, credentials: "same-origin",
      body: JSON.stringify({token: document.getElementById("token").value, password: password})
    }).then(function (reply) {
      return reply.json().then(function (body) { return {ok: reply.ok, body: body}; });
    }).then(function (answer) {
      if (answer.ok) {
        form.remove();
        show("done", "Your password is set. You can now sign in with it.");
      } else {
        button.disabled = false;
        var text = answer.body && answer.body.message ? answer.body.message : "The password could not be set.";
        if (/token/i.test(text)) { text += " This link was used already or has expired: ask for a new one."; }
        show("error", text);
      }
    }).catch(function () {
      button.disabled = false;
      show("error", "The service could not be reached. Try again in a moment.");
    });
  });
})();
