#!/usr/bin/env python3
"""A stand-in for WebDriverAgent's session-less `GET /source`, for the documentation's
`rapidgen live` examples (checked by .ci/doc-output.sh): it answers every request with the
native JSON recording given as WebDriverAgent's JSON answer, `{"value": NODE, "sessionId": …}`
(type, rawIdentifier, label, value, isAccessible, isEnabled, isVisible, rect, children;
no traits, as older WebDriverAgent versions answer), on
127.0.0.1 at a free port, which it prints first.

    python3 Tests/Fixtures/WebDriverAgent/stand-in.py ScreenMaps/Recordings/LoginScreen.json
"""
import http.server
import json
import sys


def answer_node(node):
    x, y, width, height = node["frame"]
    kind = node["type"]
    return {
        "type": kind[0].upper() + kind[1:],
        "rawIdentifier": node.get("identifier"),
        "label": node.get("label"),
        "value": node.get("value"),
        "isAccessible": "1" if node.get("isAccessibilityElement") else "0",
        "isEnabled": "0" if node.get("enabled") is False else "1",
        "isVisible": "1",
        "rect": {"x": x, "y": y, "width": width, "height": height},
        "children": [answer_node(child) for child in node.get("children", [])],
    }


def main():
    with open(sys.argv[1], encoding="utf-8") as recording:
        root = json.load(recording)["root"]
    body = json.dumps({"value": answer_node(root), "sessionId": "stand-in"}).encode()

    class Source(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "application/json;charset=UTF-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *arguments):
            pass

    server = http.server.HTTPServer(("127.0.0.1", 0), Source)
    print(server.server_port, flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
