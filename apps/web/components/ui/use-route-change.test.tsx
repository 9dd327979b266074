// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useRouteChange } from "./use-route-change";

const router = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => router.pathname }));
afterEach(cleanup);

function Watcher({ onChange }: { onChange: () => void }) {
  useRouteChange(onChange);
  return null;
}

describe("useRouteChange", () => {
  it("calls back when the path changes, not when the component mounts or renders again on the same path", () => {
    router.pathname = "/";
    const onChange = vi.fn();
    const view = render(<Watcher onChange={onChange} />);
    view.rerender(<Watcher onChange={() => onChange()} />);
    expect(onChange).not.toHaveBeenCalled();
    router.pathname = "/news";
    view.rerender(<Watcher onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    view.rerender(<Watcher onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
