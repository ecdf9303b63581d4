// An early `return` on a run-time condition before the registration.
#import <UserNotifications/UserNotifications.h>

void ObjCGuardReturnRegister(void) {
    if ([[NSUserDefaults standardUserDefaults] boolForKey:@"OGR_OFF"]) { return; } // may report
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OGR" actions:@[] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // reported
}
