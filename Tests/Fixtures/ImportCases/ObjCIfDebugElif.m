// `#if DEBUG` before platform clauses: every clause after it is compiled only when DEBUG is not set.
#import <UserNotifications/UserNotifications.h>

void ObjCIfDebugElifRegister(void) {
    NSString *title = @"Default";
#if DEBUG // reported
    title = @"Debug"; // may report
#elif TARGET_OS_IOS // may report
    title = @"Phone"; // may report
#else // may report
    title = @"Other"; // may report
#endif
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OIDE" actions:@[[UNNotificationAction actionWithIdentifier:@"OIDE_A" title:title options:UNNotificationActionOptionNone]] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
}
