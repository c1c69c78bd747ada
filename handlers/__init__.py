"""HTTP handlers: parse the request, call documents/ or a service, answer JSON."""
