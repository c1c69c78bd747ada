// The API reference: Swagger UI on this service's own OpenAPI document, calls sent with the session cookie.
window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#ui",
  deepLinking: true,
  tryItOutEnabled: false,
  displayRequestDuration: true,
  requestInterceptor: function (request) { request.credentials = "same-origin"; return request; },
});
