import type { ReactNode } from "react";

/** An inline message box; `attention` is announced to screen readers at once. */
export function Alert({
  type = "info",
  title,
  children,
}: {
  type?: "info" | "success" | "attention";
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className={`alert alert--${type}`} role={type === "attention" ? "alert" : "status"}>
      {title ? <p className="alert__title">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
